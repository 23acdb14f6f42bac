import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import {
  APPLICATION_STATUSES,
  shortlistStatusInputSchema,
} from '@/modules/openschool/shared/shortlist-tracker';

/**
 * Where the parent is with one school, and the date of that step: checked by the server's own
 * schema first, then saved. The date goes into the parent's calendar feed.
 */
export function TrackerStatusForm(props: {
  schoolId: string;
  name: string;
  status: string;
  statusOn: string | null;
  /** Resolves to the refusal's code, or null once saved. */
  onSave: (status: string, statusOn: string | null) => Promise<string | null>;
}) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const [status, setStatus] = useState(props.status);
  const [statusOn, setStatusOn] = useState(props.statusOn ?? '');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = shortlistStatusInputSchema.safeParse({ schoolId: props.schoolId, status, statusOn });
    if (!parsed.success) {
      return setMessage({ text: errorText(parsed.error.issues[0]?.message) ?? '', error: true });
    }
    setSaving(true);
    const code = await props.onSave(parsed.data.status, parsed.data.statusOn);
    setSaving(false);
    setMessage(
      code ? { text: errorText(code) ?? '', error: true } : { text: t('tracker.saved'), error: false },
    );
  };

  return (
    <form onSubmit={save} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('tracker.status.label')}
          aria-label={t('tracker.status.labelOf', { name: props.name })}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
          data={APPLICATION_STATUSES.map((value) => ({ value, label: t(`tracker.status.${value}`) }))}
        />
        <TextInput
          type="date"
          label={t('tracker.date.label')}
          aria-label={t('tracker.date.labelOf', { name: props.name })}
          value={statusOn}
          onChange={(event) => setStatusOn(event.currentTarget.value)}
        />
        <Button type="submit" loading={saving}>
          {t('tracker.save')}
        </Button>
      </Group>
      <Text size="sm" mt={4} c={message?.error ? 'red.8' : 'gray.7'} role="status" aria-live="polite">
        {message?.text}
      </Text>
    </form>
  );
}
