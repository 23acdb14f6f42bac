import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardList, CardListItem } from '@/core/client/card-list';
import { useTranslation } from '@/core/client/use-translation';
import { cityAndCountry } from '@/core/shared/city-and-country';
import { schoolEditPath } from '../edit/edit-school-link';
import type { IncompleteSchoolItem } from './missing-facts.query';

/**
 * The schools lacking facts: each links to its page, says what is not known yet, and leads to
 * its form to add them (members propose; visitors are asked to sign in there).
 */
export function IncompleteSchools(props: { schools: IncompleteSchoolItem[]; labelledBy: string }) {
  const { t } = useTranslation('openschool');
  return (
    <CardList labelledBy={props.labelledBy} testId="incomplete-schools">
      {props.schools.map((school) => (
        <CardListItem key={school._id}>
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 18rem' }}>
              <Anchor component={Link} to={`/schools/${school.countrySlug}/${school._id}`} fw={600} fz="lg">
                {school.name}
              </Anchor>
              <Text size="sm" c="gray.7">
                {cityAndCountry(school.city, school.countryName)}
              </Text>
              <Group gap={6} wrap="wrap">
                <Text size="sm" component="span">
                  {t('missing.notKnown')}:
                </Text>
                {school.missing.map((fact) => (
                  <Badge key={fact} variant="light" color="orange" c="dark.7" radius="sm" tt="none">
                    {t(`missing.facts.${fact}`)}
                  </Badge>
                ))}
              </Group>
            </Stack>
            {/* One name per school for a screen reader's list of links, starting with what is seen. */}
            <Anchor
              component={Link}
              to={schoolEditPath(school)}
              rel="nofollow"
              fw={500}
              aria-label={`${t('missing.complete')}: ${school.name}`}
            >
              {t('missing.complete')}
            </Anchor>
          </Group>
        </CardListItem>
      ))}
    </CardList>
  );
}
