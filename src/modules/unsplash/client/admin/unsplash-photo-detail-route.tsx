import { Anchor, Image, Stack } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { unsplashImageUrl } from '@/modules/unsplash/shared/attribution';
import { type UnsplashPhotoItem, unsplashPhotoEntity } from './unsplash-photo-entity';

export const meta = adminMeta('unsplash-admin:photos.title');

/** /_admin/unsplash-photos/{_id}: the photo, its credit, where it may be shown, and its history. */
export function Component() {
  const { t } = useTranslation('unsplash-admin');
  const format = useFormat();
  const outside = (href: string, text: string) => (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </Anchor>
  );
  return (
    <AdminDetailPage<UnsplashPhotoItem> entity={unsplashPhotoEntity} listTitle={t('photos.title')} editable>
      {(photo) => (
        <Stack gap="lg">
          <Image
            src={unsplashImageUrl(photo.imageUrl, 800)}
            alt={photo.alt ?? photo.description ?? ''}
            mah={360}
            fit="contain"
            radius="md"
            bg={photo.color ?? 'gray.2'}
          />
          <DetailFields
            rows={[
              [t('photos.photographer'), outside(photo.photographerUrl, photo.photographerName)],
              [t('photos.page'), outside(photo.pageUrl, photo.pageUrl)],
              [t('photos.uses'), photo.uses.map((use) => t(`uses.${use}`)).join(', ')],
              [t('photos.country'), photo.countryCode],
              [t('photos.alt'), photo.alt],
              [t('photos.description'), photo.description],
              [t('photos.active'), photo.active ? t('photos.shown') : t('photos.hidden')],
              [t('photos.size'), `${photo.width} × ${photo.height}`],
              [t('photos.downloadTrackedAt'), format.dateTime(photo.downloadTrackedAt)],
              [t('photos.createdBy'), photo.createdByEmail],
              [t('photos.createdAt'), format.dateTime(photo.createdAt)],
              [t('photos.updatedAt'), format.dateTime(photo.updatedAt)],
            ]}
          />
        </Stack>
      )}
    </AdminDetailPage>
  );
}
