import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useErrorText } from '@/core/client/form/use-error-text';
import {
  ACCEPTED_IMAGE_TYPES,
  ImageUploadError,
  uploadImage,
  useImageConfig,
} from '@/core/client/image/image-upload';
import { useSettings } from '@/core/client/site-data';
import { useTranslation } from '@/core/client/use-translation';
import { AVATAR_MAX_BYTES } from '@/core/shared/image-url';
import { photoUrl } from '@/core/shared/photo-url';
import { PLACE_PHOTOS_MAX } from '../shared/place-schemas';

const THUMB = { width: 240, height: 160, crop: 'fill', gravity: 'auto' } as const;

/**
 * A place's photos in a form: uploaded to the image host in effect (the profile picture's
 * upload, so its size limit), shown as they will be, removed one by one. The form sends their
 * ids with the place.
 */
export function PlacePhotosField<Values extends FieldValues>(props: { control: Control<Values> }) {
  const { t } = useTranslation('place');
  const errorText = useErrorText();
  const config = useImageConfig();
  const cloudName = useSettings().CLOUDINARY_CLOUD_NAME;
  const { field, fieldState } = useController({ control: props.control, name: 'imageIds' as Path<Values> });
  const ids: string[] = field.value ?? [];
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const upload = async (file: File | null) => {
    resetRef.current?.();
    if (!file || !config) return;
    setFailure(null);
    if (file.size > AVATAR_MAX_BYTES) return setFailure('image.too.large');
    setProgress(0);
    try {
      field.onChange([...ids, await uploadImage(config, file, setProgress)]);
    } catch (error) {
      setFailure(error instanceof ImageUploadError ? error.code : 'image.upload.failed');
    } finally {
      setProgress(null);
    }
  };
  return (
    <Input.Wrapper
      label={t('form.photos')}
      description={t('form.photosHelp', { max: PLACE_PHOTOS_MAX, size: `${AVATAR_MAX_BYTES / 1000} kB` })}
      error={errorText(failure ?? fieldState.error?.message)}
    >
      <Stack gap="xs" mt={6}>
        {ids.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {ids.map((id, index) => (
              <Stack key={id} gap={4} align="flex-start">
                <Image
                  src={photoUrl(id, cloudName, THUMB)}
                  alt={t('form.photoAlt', { number: index + 1 })}
                  radius="sm"
                  w="100%"
                  style={{ aspectRatio: '3 / 2' }}
                />
                <ActionIcon
                  variant="default"
                  size="sm"
                  aria-label={t('form.removePhoto', { number: index + 1 })}
                  onClick={() => field.onChange(ids.filter((other) => other !== id))}
                >
                  ×
                </ActionIcon>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        {config && !config.configured ? (
          <Text size="sm" c="gray.7">
            {t('form.photosOff')}
          </Text>
        ) : (
          ids.length < PLACE_PHOTOS_MAX && (
            <Group>
              <FileButton onChange={upload} accept={ACCEPTED_IMAGE_TYPES} resetRef={resetRef}>
                {(buttonProps) => (
                  <Button
                    {...buttonProps}
                    variant="default"
                    size="xs"
                    loading={progress !== null}
                    disabled={!config}
                  >
                    {t('form.addPhoto')}
                  </Button>
                )}
              </FileButton>
            </Group>
          )
        )}
        {progress !== null && <Progress value={progress} aria-label={t('form.uploading')} />}
      </Stack>
    </Input.Wrapper>
  );
}
