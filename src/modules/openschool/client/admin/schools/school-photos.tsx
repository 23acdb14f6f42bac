import { Button, FileButton, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { notifyAdmin } from '@/core/client/admin/crud/admin-notify';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import {
  ACCEPTED_IMAGE_TYPES,
  ImageUploadError,
  uploadImage,
  useImageConfig,
} from '@/core/client/image/image-upload';
import { useTranslation } from '@/core/client/use-translation';
import { AVATAR_MAX_BYTES, imageUrl } from '@/core/shared/image-url';
import { PhotoCard } from './school-photo-card';
import {
  ADMIN_ADD_SCHOOL_PHOTO,
  ADMIN_ORDER_SCHOOL_PHOTOS,
  ADMIN_SCHOOL_PHOTOS,
  type PhotosResult,
} from './school-photo-operations';

const THUMB = { width: 320, height: 200, crop: 'fill' } as const;

/**
 * A school's photos: uploaded to the image host in effect (the profile picture's upload, so the
 * same size limit), captioned, put in order, removed. Editing needs School:update and School:publish.
 */
export function SchoolPhotos(props: { schoolId: string }) {
  const { t } = useTranslation('openschool-admin');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { can } = useCurrentUser();
  const editable = can('School:update') && can('School:publish');
  const config = useImageConfig();
  const [progress, setProgress] = useState<number | null>(null);
  const resetRef = useRef<() => void>(null);
  const { data, refetch } = useQuery(ADMIN_SCHOOL_PHOTOS, {
    variables: { schoolId: props.schoolId },
    fetchPolicy: 'cache-and-network',
  });
  const photos = data?.adminSchoolPhotos ?? [];

  const settle = (result: PhotosResult | { success: boolean; code: string | null }, done: string) => {
    if (result.success) notifyAdmin('success', done);
    else notifyAdmin('error', errorText(result.code) ?? '');
    void refetch();
  };

  const upload = async (file: File | null) => {
    resetRef.current?.();
    if (!file || !config) return;
    if (file.size > AVATAR_MAX_BYTES) return notifyAdmin('error', errorText('image.too.large') ?? '');
    setProgress(0);
    try {
      const imageId = await uploadImage(config, file, setProgress);
      const result = await runMutation(client, ADMIN_ADD_SCHOOL_PHOTO, {
        schoolId: props.schoolId,
        imageId,
        caption: null,
      });
      settle(result, t('schools.photos.added'));
    } catch (failure) {
      notifyAdmin(
        'error',
        errorText(failure instanceof ImageUploadError ? failure.code : 'image.upload.failed') ?? '',
      );
    } finally {
      setProgress(null);
    }
  };

  const move = async (index: number, by: -1 | 1) => {
    const ids = photos.map((photo) => photo._id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    settle(
      await runMutation(client, ADMIN_ORDER_SCHOOL_PHOTOS, { schoolId: props.schoolId, ids }),
      t('schools.photos.moved'),
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="school-photos">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="school-photos">
            {t('schools.photos.title')}
          </Title>
          {editable && config?.configured && (
            <FileButton onChange={upload} accept={ACCEPTED_IMAGE_TYPES} resetRef={resetRef}>
              {(buttonProps) => (
                <Button {...buttonProps} variant="default" size="xs" loading={progress !== null}>
                  {t('schools.photos.add')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {config && !config.configured && <Text size="sm">{t('schools.photos.notConfigured')}</Text>}
        {editable && config?.configured && (
          <Text size="xs" c="gray.7">
            {t('schools.photos.help', { max: `${AVATAR_MAX_BYTES / 1000} kB` })}
          </Text>
        )}
        {progress !== null && <Progress value={progress} aria-label={t('schools.photos.uploading')} />}
        {photos.length === 0 ? (
          <Text size="sm">{t('schools.photos.none')}</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            component="ol"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {photos.map((photo, index) => (
              <PhotoCard
                key={photo._id}
                photo={photo}
                src={config ? imageUrl(config, photo.imageId, THUMB) : null}
                editable={editable}
                first={index === 0}
                last={index === photos.length - 1}
                onMove={(by) => move(index, by)}
                onSettle={settle}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
