import { Button, Checkbox, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifyAdmin } from '@/core/client/admin/crud/admin-notify';
import { FormAlert } from '@/core/client/form/form-alert';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { PHOTO_USES, type PhotoUse } from '@/modules/unsplash/shared/unsplash-photo-schemas';
import { type FoundPhoto, SAVE_UNSPLASH_PHOTO, UNSPLASH_SEARCH_QUERY } from './unsplash-search.query';

/**
 * Saving a found photo: where it may be shown and for which country. The server asks the
 * service for the photo and tells it the photo is used before anything is saved.
 */
export function SavePhotoDialog(props: { photo: FoundPhoto | null; onClose: () => void }) {
  const { t } = useTranslation('unsplash-admin');
  const client = useGraphQLClient();
  const errorText = useErrorText();
  const [uses, setUses] = useState<PhotoUse[]>(['country']);
  const [countryCode, setCountryCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { photo } = props;
  const save = async () => {
    if (!photo) return;
    setSaving(true);
    const result = await runMutation(client, SAVE_UNSPLASH_PHOTO, {
      input: { photo: photo.unsplashId, uses, countryCode },
    });
    setSaving(false);
    if (result.success) {
      notifyAdmin('success', t('search.saved'));
      // The results now say which photos are saved.
      await client.refetchQueries({ include: [UNSPLASH_SEARCH_QUERY] });
      setErrors({});
      return props.onClose();
    }
    const fields = result.fieldErrors ?? [];
    setErrors(
      fields.length > 0
        ? Object.fromEntries(fields.map((error) => [error.field, error.code]))
        : { form: result.code ?? 'unknown' },
    );
  };
  return (
    <Modal opened={photo !== null} onClose={props.onClose} title={t('search.saveTitle')} size="lg">
      {photo && (
        <Stack gap="sm">
          <Image src={photo.smallUrl} alt={photo.description ?? ''} mah={240} fit="contain" radius="sm" />
          <Text size="sm" c="gray.7">
            {t('search.by', { name: photo.photographerName })}
          </Text>
          <Checkbox.Group
            label={t('photos.uses')}
            description={t('photos.usesHelp')}
            withAsterisk
            value={uses}
            onChange={(value) => setUses(value as PhotoUse[])}
            error={errorText(errors.uses)}
          >
            <Group gap="md" mt={6}>
              {PHOTO_USES.map((use) => (
                <Checkbox key={use} value={use} label={t(`uses.${use}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <TextInput
            label={t('photos.country')}
            description={t('photos.countryHelp')}
            value={countryCode}
            onChange={(event) => setCountryCode(event.currentTarget.value)}
            maxLength={2}
            error={errorText(errors.countryCode)}
          />
          <FormAlert code={errors.form ?? errors.photo} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('search.cancel')}
            </Button>
            <Button onClick={save} loading={saving} autoContrast>
              {t('search.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
