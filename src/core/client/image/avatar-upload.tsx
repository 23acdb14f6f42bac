import { Avatar, Button, FileButton, Loader, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/core/client/use-translation';
import {
  AVATAR_MAX_BYTES,
  AVATAR_URL_OPTIONS,
  type ImagePublicConfig,
  imageUrl,
} from '@/core/shared/image-url';
import { ACCEPTED_IMAGE_TYPES, fetchImageConfig, ImageUploadError, uploadImage } from './image-upload';

export interface AvatarUploadProps {
  imageId: string | null | undefined;
  /** Shown by its initial while there is no picture. */
  email: string;
  /** The new image id, for the profile form to save as `imageId`. */
  onUploaded: (imageId: string) => void;
}

/**
 * The profile's avatar: the current picture in a 120×120 box and a button to upload another,
 * to whichever image host the server has in effect. Runs only in the browser after the first render.
 */
export function AvatarUpload({ imageId, email, onUploaded }: AvatarUploadProps) {
  const { t } = useTranslation('common');
  const [config, setConfig] = useState<ImagePublicConfig>();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const resetRef = useRef<() => void>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchImageConfig(controller.signal)
      .then(setConfig)
      .catch(() => !controller.signal.aborted && setError(t('image.loadFailed')));
    return () => controller.abort();
  }, [t]);

  const message = (code: string): string => {
    const limit = { max: `${AVATAR_MAX_BYTES / 1000} kB` };
    switch (code) {
      case 'image.too.large':
        return t('image.too.large', limit);
      case 'image.invalid':
        return t('image.invalid');
      case 'image.too.many':
        return t('image.too.many');
      case 'rate.limited':
        return t('image.rateLimited');
      default:
        return t('image.uploadFailed');
    }
  };

  async function upload(file: File | null) {
    // Cleared at once, so the same file can be picked again after an error.
    resetRef.current?.();
    if (!file || !config) return;
    setError(undefined);
    // Checked here too, so a too-large file is refused before it is sent.
    if (file.size > AVATAR_MAX_BYTES) return setError(message('image.too.large'));
    setProgress(0);
    try {
      onUploaded(await uploadImage(config, file, setProgress));
    } catch (failure) {
      setError(message(failure instanceof ImageUploadError ? failure.code : 'image.upload.failed'));
    } finally {
      setProgress(null);
    }
  }

  if (config && !config.configured) {
    return <Text role="alert">{t('image.notConfigured')}</Text>;
  }
  const src = config ? imageUrl(config, imageId, AVATAR_URL_OPTIONS) : null;
  return (
    <Stack gap="xs" align="flex-start">
      <Avatar src={src} alt={t('image.avatarAlt')} size={120} radius="md">
        {email.charAt(0).toUpperCase()}
      </Avatar>
      {!config && !error && <Loader size="sm" role="status" aria-label={t('image.loading')} />}
      <FileButton onChange={upload} accept={ACCEPTED_IMAGE_TYPES} resetRef={resetRef} disabled={!config}>
        {(props) => (
          <Button {...props} variant="default" loading={progress !== null} disabled={!config}>
            {t('image.choose')}
          </Button>
        )}
      </FileButton>
      {progress !== null && <Progress value={progress} w={120} aria-label={t('image.uploading')} />}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
