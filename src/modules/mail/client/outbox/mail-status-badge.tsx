import { Badge } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';

const COLORS: Record<string, string> = {
  stored: 'gray',
  queued: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

/** A mail's delivery status, in words and colour. */
export function MailStatusBadge(props: { status: string }) {
  const { t } = useTranslation('mail-admin');
  return (
    // Never cut short by a narrow table column: the word is the point.
    <Badge color={COLORS[props.status] ?? 'gray'} variant="light" miw="max-content">
      {t(`outbox.statuses.${props.status}`, { defaultValue: props.status })}
    </Badge>
  );
}
