import { Badge } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';

const STATUS_COLORS: Record<string, string> = { pending: 'yellow', published: 'green', rejected: 'red' };

/** A place's moderation status as a badge: waiting in yellow, published in green, rejected in red. */
export function PlaceStatusBadge(props: { status: string }) {
  const { t } = useTranslation('place');
  return (
    <Badge variant="light" color={STATUS_COLORS[props.status]} c="dark.7" miw="max-content">
      {t(`statuses.${props.status}`)}
    </Badge>
  );
}
