import { Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { PLACE_FILE_HEADERS } from '@/modules/place/shared/place-list';
import { PlaceStatusBadge } from '../place-status-badge';
import { type PlaceItem, placeEntity } from './place-entity';

export const meta = adminMeta('place-admin:places.title');

/**
 * /_admin/places: every place, newest first, with how many wait and the queue view (pending,
 * the longest waiting on top); published or rejected in bulk; searched, filtered, exported and imported.
 */
export function Component() {
  const { t } = useTranslation(['place-admin', 'place']);
  const format = useFormat();
  const confirm = (key: string) => (count: number) => t(key, { count });
  return (
    <AdminListPage<PlaceItem>
      entity={placeEntity}
      moderated
      title={t('places.title')}
      creatable
      exportable
      importHeaders={PLACE_FILE_HEADERS}
      columns={[
        { key: 'name', label: t('places.name'), render: (place) => place.name },
        {
          key: 'category',
          label: t('places.category'),
          render: (place) => t(`place:categories.${place.category}`),
        },
        {
          key: 'address',
          label: t('places.address'),
          render: (place) => (
            <Text size="sm" lineClamp={2} maw={320}>
              {place.address || '—'}
            </Text>
          ),
        },
        {
          key: 'author',
          label: t('places.author'),
          render: (place) => place.authorEmail ?? <Text c="gray.7">—</Text>,
        },
        {
          key: 'status',
          label: t('places.status'),
          render: (place) => <PlaceStatusBadge status={place.status} />,
        },
        {
          key: 'createdAt',
          label: t('places.createdAt'),
          render: (place) => format.dateTime(place.createdAt, { time: false }),
        },
      ]}
      filters={[
        {
          key: 'status',
          label: t('places.status'),
          optionLabel: (status) => t(`place:statuses.${status}`),
        },
        {
          key: 'category',
          label: t('places.category'),
          optionLabel: (category) => t(`place:categories.${category}`),
        },
        { key: 'author', label: t('places.author') },
        { key: 'createdAt', label: t('places.createdAt') },
      ]}
      bulkActions={[
        {
          action: 'publish',
          label: t('places.publish'),
          permission: 'Place:update',
          confirm: confirm('places.publishConfirm'),
        },
        {
          action: 'reject',
          label: t('places.reject'),
          permission: 'Place:update',
          color: 'red',
          confirm: confirm('places.rejectConfirm'),
          rejection: {
            label: t('places.rejectReason'),
            description: t('places.rejectReasonHelp'),
          },
        },
        {
          action: 'delete',
          label: t('places.delete'),
          permission: 'Place:update',
          color: 'red',
          confirm: confirm('places.deleteConfirm'),
        },
      ]}
    />
  );
}
