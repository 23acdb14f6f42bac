import { Badge } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';

const COLORS: Record<string, string> = {
  published: 'green',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

/** A fact check's status: a confirmation published or removed, a dispute pending or decided. */
export function FactCheckStatusBadge(props: { kind: string; status: string }) {
  const { t } = useTranslation('openschool-admin');
  const label = props.kind === 'confirmation' && props.status === 'rejected' ? 'removed' : props.status;
  return (
    <Badge variant="light" color={COLORS[props.status]} c="dark.7" miw="max-content">
      {t(`factChecks.statuses.${label}`)}
    </Badge>
  );
}
