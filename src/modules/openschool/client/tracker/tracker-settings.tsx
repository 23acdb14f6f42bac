import {
  Button,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import {
  REMINDER_DAYS_DEFAULT,
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  shortlistRemindersInputSchema,
} from '@/modules/openschool/shared/shortlist-tracker';
import { RENEW_CALENDAR, SET_REMINDERS } from './tracker.query';

interface Settings {
  reminderDays: number | null;
  calendarUrl: string | null;
}

/**
 * The parent's deadline reminders (off until they turn them on, with how many days ahead) and
 * their private calendar address, made on demand and renewed to cut off whoever had the old one.
 */
export function TrackerSettings(props: { settings: Settings; onChange: () => void }) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const [days, setDays] = useState<number | string>(props.settings.reminderDays ?? REMINDER_DAYS_DEFAULT);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const enabled = props.settings.reminderDays !== null;

  const saveReminders = async (next: number | null) => {
    const parsed = shortlistRemindersInputSchema.safeParse({ days: next });
    if (!parsed.success) {
      return setMessage({ text: errorText(parsed.error.issues[0]?.message) ?? '', error: true });
    }
    setSaving(true);
    const result = await runMutation(client, SET_REMINDERS, { days: parsed.data.days });
    setSaving(false);
    if (!result.success) return setMessage({ text: errorText(result.code) ?? '', error: true });
    setMessage({ text: t(next === null ? 'tracker.reminders.off' : 'tracker.reminders.on'), error: false });
    props.onChange();
  };
  const renewCalendar = async () => {
    const result = await runMutation(client, RENEW_CALENDAR, {});
    if (!result.success) return setMessage({ text: errorText(result.code) ?? '', error: true });
    props.onChange();
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tracker-settings">
      <Stack gap="sm">
        <Title order={2} size="h3" id="tracker-settings">
          {t('tracker.settings.title')}
        </Title>
        <Switch
          label={t('tracker.reminders.label')}
          description={t('tracker.reminders.description')}
          checked={enabled}
          disabled={saving}
          onChange={(event) => saveReminders(event.currentTarget.checked ? Number(days) : null)}
        />
        {enabled && (
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t('tracker.reminders.days')}
              min={REMINDER_DAYS_MIN}
              max={REMINDER_DAYS_MAX}
              allowDecimal={false}
              value={days}
              onChange={setDays}
              w={200}
            />
            <Button variant="default" loading={saving} onClick={() => saveReminders(Number(days))}>
              {t('tracker.save')}
            </Button>
          </Group>
        )}
        <Text size="sm" c={message?.error ? 'red.8' : 'gray.7'} role="status" aria-live="polite">
          {message?.text}
        </Text>
        <Text size="sm">{t('tracker.calendar.description')}</Text>
        {props.settings.calendarUrl && (
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={t('tracker.calendar.address')}
              value={props.settings.calendarUrl}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1 }}
            />
            <CopyButton value={props.settings.calendarUrl}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {t(copied ? 'tracker.calendar.copied' : 'tracker.calendar.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        <Group>
          <Button variant="default" onClick={renewCalendar}>
            {t(props.settings.calendarUrl ? 'tracker.calendar.renew' : 'tracker.calendar.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
