import { useQuery } from '@apollo/client/react';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarkerActions } from '@/core/client/map/marker-actions';
import { cityAndCountry } from '@/core/shared/city-and-country';
import { MAP_SCHOOL_CARD_QUERY } from './map.query';

/**
 * A school marker's card: its name as a link to its page, where it is, and what the schools'
 * module offers there (Compare). Asked when opened.
 */
export function MapSchoolCard(props: { id: string; name: string }) {
  const { t } = useTranslation('place');
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
      {school && <MarkerActions kind="school" id={school._id} name={school.name} />}
      {loading && <Loader size="xs" role="status" aria-label={t('map.loading')} />}
      {(error || (!loading && !school)) && (
        <Text size="sm" c="red.8">
          {t('map.cardError')}
        </Text>
      )}
    </Stack>
  );
}
