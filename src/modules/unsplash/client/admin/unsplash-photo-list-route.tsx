import { Badge, Group, Image, Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { unsplashImageUrl } from '@/modules/unsplash/shared/attribution';
import { type UnsplashPhotoItem, unsplashPhotoEntity } from './unsplash-photo-entity';

export const meta = adminMeta('unsplash-admin:photos.title');

/** /_admin/unsplash-photos: the saved stock photos, where each may be shown, shown or hidden in bulk. */
export function Component() {
  const { t } = useTranslation('unsplash-admin');
  const format = useFormat();
  const confirm = (key: string) => (count: number) => t(key, { count });
  return (
    <AdminListPage<UnsplashPhotoItem>
      entity={unsplashPhotoEntity}
      title={t('photos.title')}
      creatable
      columns={[
        {
          key: 'image',
          label: t('photos.image'),
          render: (photo) => (
            <Image src={unsplashImageUrl(photo.imageUrl, 160)} alt="" w={80} h={54} fit="cover" radius="sm" />
          ),
        },
        { key: 'photographer', label: t('photos.photographer'), render: (photo) => photo.photographerName },
        {
          key: 'uses',
          label: t('photos.uses'),
          render: (photo) => (
            <Group gap={4}>
              {photo.uses.map((use) => (
                <Badge key={use} variant="light" color="gray" c="dark.7" miw="max-content">
                  {t(`uses.${use}`)}
                </Badge>
              ))}
            </Group>
          ),
        },
        { key: 'country', label: t('photos.country'), render: (photo) => photo.countryCode ?? '—' },
        {
          key: 'active',
          label: t('photos.active'),
          render: (photo) => (
            <Text size="sm" c={photo.active ? undefined : 'gray.7'}>
              {photo.active ? t('photos.shown') : t('photos.hidden')}
            </Text>
          ),
        },
        {
          key: 'createdAt',
          label: t('photos.createdAt'),
          render: (photo) => format.dateTime(photo.createdAt, { time: false }),
        },
      ]}
      filters={[
        { key: 'use', label: t('photos.uses'), optionLabel: (use) => t(`uses.${use}`) },
        {
          key: 'active',
          label: t('photos.active'),
          optionLabel: (active) => (active === 'true' ? t('photos.shown') : t('photos.hidden')),
        },
        { key: 'country', label: t('photos.country') },
        { key: 'createdAt', label: t('photos.createdAt') },
      ]}
      bulkActions={[
        {
          action: 'show',
          label: t('photos.show'),
          permission: 'UnsplashPhoto:update',
          confirm: confirm('photos.showConfirm'),
        },
        {
          action: 'hide',
          label: t('photos.hide'),
          permission: 'UnsplashPhoto:update',
          confirm: confirm('photos.hideConfirm'),
        },
        {
          action: 'delete',
          label: t('photos.delete'),
          permission: 'UnsplashPhoto:update',
          color: 'red',
          confirm: confirm('photos.deleteConfirm'),
        },
      ]}
    />
  );
}
