import { Anchor, Group, List, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useTranslation } from '@/core/client/use-translation';
import { formatMapPosition } from '@/core/shared/map-viewport';
import { PlaceStatusBadge } from '../place-status-badge';
import { MY_PLACES_QUERY, type MyPlaceView } from './add-place.query';

function MyPlace(props: { place: MyPlaceView }) {
  const { t } = useTranslation('place');
  const { place } = props;
  const at = formatMapPosition({ latitude: place.latitude, longitude: place.longitude, zoom: 17 });
  return (
    <List.Item>
      <Group gap="xs">
        {place.status === 'published' ? (
          <Anchor component={Link} to={`/map${at}`}>
            {place.name}
          </Anchor>
        ) : (
          <Text span>{place.name}</Text>
        )}
        <PlaceStatusBadge status={place.status} />
      </Group>
      {place.rejectReason && (
        <Text size="sm" c="gray.7">
          {t('mine.reason', { reason: place.rejectReason })}
        </Text>
      )}
    </List.Item>
  );
}

/** The places the signed-in member added and where each stands; nothing for a visitor. */
export function MyPlaces() {
  const { t } = useTranslation('place');
  const { user } = useCurrentUser();
  const { data } = useQuery(MY_PLACES_QUERY, { skip: !user, fetchPolicy: 'cache-and-network' });
  const places = data?.myPlaces ?? [];
  if (!user || places.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-places">
      <Title order={2} size="h4" id="my-places" mb="xs">
        {t('mine.title')}
      </Title>
      <List spacing="xs" listStyleType="none">
        {places.map((place) => (
          <MyPlace key={place._id} place={place} />
        ))}
      </List>
    </Paper>
  );
}
