import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolItem } from './school-entity';

/**
 * Whether the school is in public lists and, if not, what keeps it out (the publication gate),
 * with the ways to its public page, its revisions and proposed changes.
 */
export function SchoolListing(props: { school: SchoolItem }) {
  const { t } = useTranslation('openschool-admin');
  const { school } = props;
  const color = school.listed ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-orange-7)';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="school-listing"
      style={{ borderLeft: `6px solid ${color}` }}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="school-listing">
          {school.listed ? t('schools.listedTitle') : t('schools.notListedTitle')}
        </Title>
        {school.listed ? (
          <Text size="sm">{t('schools.listedText')}</Text>
        ) : (
          <List size="sm">
            {school.notListedReasons.map((reason) => (
              <List.Item key={reason}>{t(`schools.notListed.${reason}`)}</List.Item>
            ))}
          </List>
        )}
        <Group gap="md">
          {school.listed && (
            // The public site: a full page load, outside the console.
            <Anchor href={school.publicPath} target="_blank" size="sm">
              {t('schools.publicPage')}
            </Anchor>
          )}
          <Anchor component={Link} to={`/_admin/school-revisions?school=${school._id}`} size="sm">
            {t('schools.revisions')}
          </Anchor>
          <Anchor component={Link} to={`/_admin/school-proposals?school=${school._id}`} size="sm">
            {t('schools.proposals')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
