import { Badge } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';

// Keyed by string: the API types a status as one.
const COLORS: Record<string, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** Pending in yellow, approved in green, rejected in red: a rating's or a proposal's status. */
export function ModerationBadge(props: { status: string }) {
  const { t } = useTranslation('openschool-admin');
  return (
    // Dark text: the light yellow of "pending" is too pale for its own colour's text.
    <Badge variant="light" color={COLORS[props.status]} c="dark.7" miw="max-content">
      {t(`ratings.statuses.${props.status}`)}
    </Badge>
  );
}
