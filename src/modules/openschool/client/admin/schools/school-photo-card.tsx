import { ActionIcon, Button, Card, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { runMutation } from '@/core/client/form/run-mutation';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { PHOTO_CAPTION_MAX } from '@/modules/openschool/shared/admin/school-photo-schemas';
import {
  ADMIN_CAPTION_SCHOOL_PHOTO,
  ADMIN_REMOVE_SCHOOL_PHOTO,
  type PhotosResult,
  type SchoolPhoto,
} from './school-photo-operations';

/** One photo: its picture and, for editors, its caption, its place among the others, and removal. */
export function PhotoCard(props: {
  photo: SchoolPhoto;
  src: string | null;
  editable: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onSettle: (result: PhotosResult | { success: boolean; code: string | null }, done: string) => void;
}) {
  const { t } = useTranslation('openschool-admin');
  const client = useGraphQLClient();
  const { photo } = props;
  const [caption, setCaption] = useState(photo.caption ?? '');
  const label = photo.caption ?? t('schools.photos.untitled', { position: photo.position + 1 });
  const saveCaption = async () => {
    if (caption.trim() === (photo.caption ?? '')) return;
    props.onSettle(
      await runMutation(client, ADMIN_CAPTION_SCHOOL_PHOTO, {
        id: photo._id,
        caption: caption.trim() || null,
      }),
      t('schools.photos.captioned'),
    );
  };
  const remove = async () => {
    if (!window.confirm(t('schools.photos.removeConfirm'))) return;
    props.onSettle(
      await runMutation(client, ADMIN_REMOVE_SCHOOL_PHOTO, { id: photo._id }),
      t('schools.photos.removed'),
    );
  };
  return (
    <Card component="li" withBorder padding="xs" radius="md">
      <Card.Section>
        <Image src={props.src} alt={photo.caption ?? ''} h={160} fit="cover" />
      </Card.Section>
      {props.editable ? (
        <Stack gap={6} mt="xs">
          <TextInput
            size="xs"
            label={t('schools.photos.caption')}
            value={caption}
            maxLength={PHOTO_CAPTION_MAX}
            onChange={(event) => setCaption(event.currentTarget.value)}
            onBlur={saveCaption}
          />
          <Group gap={6} justify="space-between">
            <Group gap={6}>
              <ActionIcon
                variant="default"
                disabled={props.first}
                onClick={() => props.onMove(-1)}
                aria-label={t('schools.photos.moveEarlier', { photo: label })}
              >
                ←
              </ActionIcon>
              <ActionIcon
                variant="default"
                disabled={props.last}
                onClick={() => props.onMove(1)}
                aria-label={t('schools.photos.moveLater', { photo: label })}
              >
                →
              </ActionIcon>
            </Group>
            <Button size="compact-xs" variant="subtle" color="red" onClick={remove}>
              {t('schools.photos.remove')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" mt="xs">
          {photo.caption}
        </Text>
      )}
    </Card>
  );
}
