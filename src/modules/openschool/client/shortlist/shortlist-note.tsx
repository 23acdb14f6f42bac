import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/core/client/use-translation';
import { SHORTLIST_NOTE_MAX } from '@/modules/openschool/shared/shortlist-limits';

/**
 * A signed-in parent's private note on a shortlisted school: shown as written, edited in place
 * (Save, Cancel or Escape), checked by the server's own schema before it is sent. Used in the
 * comparison and in the shortlist, which show the same note.
 */
export function ShortlistNote(props: {
  schoolId: string;
  name: string;
  note: string | null;
  /** Resolves to the refusal's code, or null once saved. */
  onSave: (note: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('openschool');
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Closed, focus goes back to the button that opened the editor: the keyboard stays in place.
  useEffect(() => {
    if (draft === null && refocus.current) {
      refocus.current = false;
      editButton.current?.focus();
    }
  }, [draft]);

  const close = () => {
    refocus.current = true;
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (draft === null || saving) return;
    setSaving(true);
    try {
      // The schema, with zod, loads on the first save: the compare page shows notes without it.
      const { shortlistNoteInputSchema } = await import('@/modules/openschool/shared/shortlist-input');
      const parsed = shortlistNoteInputSchema.safeParse({ schoolId: props.schoolId, note: draft });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'input.invalid');
      const code = await props.onSave(draft);
      if (code) setError(code);
      else close();
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <Stack gap={2} align="flex-start">
        {props.note && (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="shortlist-note"
          >
            {props.note}
          </Text>
        )}
        <Button
          ref={editButton}
          variant="subtle"
          size="compact-sm"
          px={4}
          aria-label={t(props.note ? 'shortlist.note.editLabel' : 'shortlist.note.addLabel', {
            name: props.name,
          })}
          onClick={() => setDraft(props.note ?? '')}
        >
          {t(props.note ? 'shortlist.note.edit' : 'shortlist.note.add')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap={6} w="100%">
      <Textarea
        label={t('shortlist.note.label', { name: props.name })}
        description={t('shortlist.note.private', { max: SHORTLIST_NOTE_MAX })}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        error={error ? t(`errors:${error}`, { max: SHORTLIST_NOTE_MAX }) : undefined}
        autosize
        minRows={2}
        maxRows={8}
        // The parent just asked to write: the field is where they mean to be.
        autoFocus
      />
      <Group gap="xs">
        <Button size="compact-sm" onClick={save} loading={saving}>
          {t('shortlist.note.save')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={close}>
          {t('shortlist.note.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
