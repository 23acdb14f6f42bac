import { Anchor, Badge, Image, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { MarkerCardProps } from '@/core/client/module';
import { useSettings } from '@/core/client/site-data';
import { useTranslation } from '@/core/client/use-translation';
import { photoUrl } from '@/core/shared/photo-url';
import { MAP_PLACE_CARD_QUERY } from './place-card.query';

const CARD_PHOTO = { width: 480, height: 280, crop: 'fill', gravity: 'auto' } as const;

/**
 * A place marker's card: a place has no page of its own, so the card is all of it: what it
 * is, where, when to go and its website. Asked when opened.
 */
export default function PlaceCard(props: MarkerCardProps) {
  const { t } = useTranslation('place');
  const { data, loading, error } = useQuery(MAP_PLACE_CARD_QUERY, { variables: { id: props.id } });
  const place = data?.place;
  const cloudName = useSettings().CLOUDINARY_CLOUD_NAME;
  return (
    <Stack gap={4} miw={200} maw={280}>
      {place?.imageIds[0] && (
        <Image
          src={photoUrl(place.imageIds[0], cloudName, CARD_PHOTO)}
          alt={t('card.photoAlt', { name: place.name })}
          radius="sm"
          w={240}
          h={140}
        />
      )}
      <Text fw={600}>{place?.name ?? props.name}</Text>
      {place && (
        <>
          <Badge variant="light" color="grape" autoContrast miw="max-content">
            {t(`categories.${place.category}`)}
          </Badge>
          {place.address && (
            <Text size="sm" c="gray.7">
              {place.address}
            </Text>
          )}
          {place.description && (
            <Text size="sm" lineClamp={4}>
              {place.description}
            </Text>
          )}
          {place.openingNotes && (
            <Text size="sm">
              <Text span fw={600} size="sm">
                {t('card.opening')}
              </Text>{' '}
              {place.openingNotes}
            </Text>
          )}
          {place.website && (
            // A member's link: not vouched for by the site, and opened outside it.
            <Anchor href={place.website} target="_blank" rel="noopener noreferrer nofollow ugc" size="sm">
              {t('card.website')}
            </Anchor>
          )}
        </>
      )}
      {loading && <Loader size="xs" role="status" aria-label={t('map.loading')} />}
      {(error || (!loading && !place)) && (
        <Text size="sm" c="red.8">
          {t('map.placeCardError')}
        </Text>
      )}
    </Stack>
  );
}
