import { Anchor, Stack, Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import type { AdminClientEntity, AdminItem } from '@/core/client/admin/crud/admin-client-entity';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { ModerationDecision } from '@/core/client/admin/crud/moderation-decision';
import { useRejectionRows } from '@/core/client/admin/crud/rejection-inputs';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { formatMapPosition } from '@/core/shared/map-viewport';
import { PlaceStatusBadge } from '../place-status-badge';
import { type PlaceItem, placeEntity } from './place-entity';

export const meta = adminMeta('place-admin:places.title');

/**
 * /_admin/places/{_id}: a place's fields, where it is on the map, its moderation and history;
 * a pending one is published or rejected here.
 */
export function Component() {
  const { t } = useTranslation(['place-admin', 'place']);
  const rejectionRows = useRejectionRows();
  const format = useFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : null);
  return (
    <AdminDetailPage<PlaceItem> entity={placeEntity} listTitle={t('places.title')} editable>
      {(place) => {
        const onMap = `/map${formatMapPosition({ latitude: place.latitude, longitude: place.longitude, zoom: 17 })}`;
        return (
          <Stack gap="lg">
            <ModerationDecision
              entity={placeEntity as unknown as AdminClientEntity<AdminItem>}
              item={place}
              permission="Place:update"
              accept={{ action: 'publish', label: t('places.publish') }}
              reject={{
                label: t('places.reject'),
                reason: { label: t('places.rejectReason'), description: t('places.rejectReasonHelp') },
              }}
            />
            <DetailFields
              rows={[
                [t('places.status'), <PlaceStatusBadge key="status" status={place.status} />],
                ...rejectionRows(place, [t('places.rejectReason'), place.rejectReason]),
                [t('places.category'), t(`place:categories.${place.category}`)],
                [
                  t('places.position'),
                  // A link from the console to the public map: a full page load, outside the console.
                  <Anchor key="position" href={onMap} target="_blank">
                    {place.latitude}, {place.longitude}
                  </Anchor>,
                ],
                [t('places.address'), place.address || null],
                [
                  t('places.description'),
                  place.description ? <Text key="description">{place.description}</Text> : null,
                ],
                [t('places.openingNotes'), place.openingNotes || null],
                [
                  t('places.website'),
                  place.website ? (
                    <Anchor
                      key="website"
                      href={place.website}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                    >
                      {place.website}
                    </Anchor>
                  ) : null,
                ],
                [t('places.author'), place.authorName ?? place.authorEmail],
                [t('places.moderatedBy'), place.moderatedByEmail],
                [t('places.moderatedAt'), when(place.moderatedAt)],
                [t('places.createdAt'), when(place.createdAt)],
                [t('places.updatedAt'), when(place.updatedAt)],
              ]}
            />
          </Stack>
        );
      }}
    </AdminDetailPage>
  );
}
