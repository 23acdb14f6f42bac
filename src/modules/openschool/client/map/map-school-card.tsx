import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { MarkerCardProps } from '@/core/client/module';
import { useTranslation } from '@/core/client/use-translation';
import { cityAndCountry } from '@/core/shared/city-and-country';
import { CompareToggle } from '../compare/compare-toggle';
import { MAP_SCHOOL_CARD_QUERY } from './map-school-card.query';

/**
 * A school marker's card on the map: its name as a link to its page, where it is, and the
 * shortlist's Compare, as on the list and the school's page. Asked when opened.
 */
export default function MapSchoolCard(props: MarkerCardProps) {
  const { t } = useTranslation('openschool');
  const { data, loading, error } = useQuery(MAP_SCHOOL_CARD_QUERY, { variables: { id: props.id } });
  const school = data?.school;
  return (
    <Stack gap={4} miw={180}>
      {school ? (
        <Anchor component={Link} to={`/schools/${school.countrySlug}/${school._id}`} fw={600}>
          {school.name}
        </Anchor>
      ) : (
        <Text fw={600}>{props.name}</Text>
      )}
      {school && (
        <Text size="sm" c="gray.7">
          {cityAndCountry(school.cityName, school.countryName)}
        </Text>
      )}
      {school && (
        <Group gap="xs" mt={4}>
          <CompareToggle schoolId={school._id} name={school.name} />
        </Group>
      )}
      {loading && <Loader size="xs" role="status" aria-label={t('map.loading')} />}
      {(error || (!loading && !school)) && (
        <Text size="sm" c="red.8">
          {t('map.cardError')}
        </Text>
      )}
    </Stack>
  );
}
