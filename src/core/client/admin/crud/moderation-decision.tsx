import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useTranslation } from '@/core/client/use-translation';
import type { Permission } from '@/core/shared/permissions';
import { type AdminClientEntity, type AdminItem, documentsOf } from './admin-client-entity';
import { notifyAdmin } from './admin-notify';
import { RejectDialog } from './reject-dialog';
import { NO_REJECTION, type RejectionValue } from './rejection-inputs';

export interface ModerationDecisionProps {
  entity: AdminClientEntity<AdminItem>;
  item: { _id: string; status: string };
  /** Who may decide: the permission the list's bulk actions ask. */
  permission: Permission;
  /** The list's bulk action that accepts (`approve`, `publish`) and its translated label. */
  accept: { action: string; label: string };
  /** The list's reject action's label, and its reason's label and help. */
  reject: { label: string; reason: { label: string; description: string } };
}

/**
 * Approve or reject one pending record from its own page: the same bulk mutation and the same
 * reject kind and reason as the list's bulk bar, for a list of one. Nothing once it is decided.
 */
export function ModerationDecision(props: ModerationDecisionProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { can } = useCurrentUser();
  const [rejecting, setRejecting] = useState(false);
  const [rejection, setRejection] = useState<RejectionValue>(NO_REJECTION);
  const [running, setRunning] = useState(false);
  if (props.item.status !== 'pending' || !can(props.permission)) return null;

  const decide = async (action: string) => {
    setRunning(true);
    const result = await runMutation(client, documentsOf(props.entity).bulk, {
      action,
      ids: [props.item._id],
      ...(action === 'reject' ? { input: rejection } : {}),
    });
    setRunning(false);
    setRejecting(false);
    notifyAdmin(
      result.success ? 'success' : 'error',
      result.success ? t('crud.bulkDone', { count: 1 }) : (errorText(result.code) ?? ''),
    );
    await client.refetchQueries({ include: [`Admin${props.entity.name}Item`] });
  };

  return (
    <Group gap="sm">
      <Button color="green" onClick={() => decide(props.accept.action)} loading={running} autoContrast>
        {props.accept.label}
      </Button>
      <Button color="red" variant="light" onClick={() => setRejecting(true)} disabled={running}>
        {props.reject.label}
      </Button>
      <RejectDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        label={props.reject.label}
        cancelLabel={t('crud.cancel')}
        reason={props.reject.reason}
        value={rejection}
        onChange={setRejection}
        running={running}
        onReject={() => decide('reject')}
      />
    </Group>
  );
}
