import { Image, Stack, Text } from '@mantine/core';
import { Columns } from '@/core/client/layout/columns';
import { PagePicture, prefetchPagePicture } from '@/core/client/layout/page-picture';
import { useSettings } from '@/core/client/site-data';
import { withMantine } from '@/core/client/theme/with-mantine';
import { useTranslation } from '@/core/client/use-translation';
import { photoUrl } from '@/core/shared/photo-url';
import type { TabPrefetchArgs } from '../detail-tabs';
import type { SchoolDetailView } from '../school-detail.query';

/** The stock photo standing in on the photos tab of a school without photos of its own. */
const schoolPicture = (school: Pick<SchoolDetailView, '_id' | 'country'>) =>
  ({ use: 'school', countryCode: school.country, pageKey: school._id, variant: 'panel' }) as const;

/** On the server: the stock photo of a school without photos, in the page's HTML. */
export async function prefetchPhotosTab({ client, school }: TabPrefetchArgs): Promise<void> {
  if (school.photos.length === 0) await prefetchPagePicture(client, schoolPicture(school));
}

/** The school's photos, or a note that there are none yet. */
function PhotosPanel(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const settings = useSettings();
  const cloudName = settings.CLOUDINARY_CLOUD_NAME;
  const { photos, name } = props.school;
  if (photos.length === 0) {
    // A stock photo may stand in, said to be one: never passed off as the school.
    return (
      <Stack gap="sm">
        <Text c="gray.7">{t('detail.photos.none')}</Text>
        <PagePicture {...schoolPicture(props.school)} />
      </Stack>
    );
  }
  return (
    <Columns cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul">
      {photos.map((photo, index) => (
        <li key={photo._id}>
          <figure style={{ margin: 0 }}>
            <Image
              src={photoUrl(photo.imageId, cloudName)}
              alt={photo.caption ?? t('detail.photos.alt', { name, number: index + 1 })}
              radius="md"
              loading="lazy"
              w="100%"
              style={{ aspectRatio: '3 / 2' }}
            />
            {photo.caption && (
              <Text component="figcaption" size="sm" c="gray.7" mt={4}>
                {photo.caption}
              </Text>
            )}
          </figure>
        </li>
      ))}
    </Columns>
  );
}

/** The tab, inside Mantine's providers: the school's page has none (decision 093). */
export const PhotosTab = withMantine(PhotosPanel);
