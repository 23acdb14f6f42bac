import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeeAmount } from '../fee-amount';
import type { HomeQuery } from './home.query';

/** The latest updated schools, or the schools matching the search text. */
export function SchoolList(props: {
  q: string | null;
  page: HomeQuery['schools'] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('openschool');
  const { q, page } = props;
  const headingId = 'home-schools-heading';
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <div>
        <Title order={2} id={headingId}>
          {q ? t('home.results.title', { q }) : t('home.latest.title')}
        </Title>
        {q && page && <Text c="gray.7">{t('home.results.count', { count: page.pageInfo.count })}</Text>}
      </div>
      {props.loading && !page && <Skeleton height={320} radius="md" />}
      {page && page.items.length === 0 && (
        <Text>{q ? t('home.results.empty', { q }) : t('home.latest.empty')}</Text>
      )}
      {page && page.items.length > 0 && (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="school-list">
          {page.items.map((school) => (
            <Paper component="li" key={school._id} withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <div>
                  <Anchor
                    component={Link}
                    to={`/schools/${school.countrySlug}/${school._id}`}
                    fw={600}
                    fz="lg"
                  >
                    {school.name}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {school.city}, {school.countryName}
                  </Text>
                </div>
                <Text fw={500}>
                  <FeeAmount avgFees={school.avgFees} />
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
