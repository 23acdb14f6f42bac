import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { documentsOf } from '@/core/client/admin/crud/admin-client-entity';
import { notifyAdmin } from '@/core/client/admin/crud/admin-notify';
import { RejectDialog } from '@/core/client/admin/crud/reject-dialog';
import { NO_REJECTION, type RejectionValue } from '@/core/client/admin/crud/rejection-inputs';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useTranslation } from '@/core/client/use-translation';
import { type ProposalItem, proposalEntity } from './proposal-entity';
import { ADMIN_REBASE_PROPOSAL } from './proposal-operations';

/** Reads the proposal and its review again after a decision. */
const REFETCH = ['AdminSchoolProposalItem', 'AdminSchoolProposalReview'];

/**
 * An editor's decision on a pending proposal (School:publish): approve it (a stale one is
 * re-based first), or reject it with its kind and the reason its author reads.
 */
export function ProposalDecision(props: { proposal: ProposalItem; stale: boolean }) {
  const { t } = useTranslation('openschool-admin');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { can } = useCurrentUser();
  const [rejecting, setRejecting] = useState(false);
  const [rejection, setRejection] = useState<RejectionValue>(NO_REJECTION);
  const [running, setRunning] = useState(false);
  if (props.proposal.status !== 'pending' || !can('School:publish')) return null;

  const done = async (result: { success: boolean; code: string | null }, success: string) => {
    setRunning(false);
    setRejecting(false);
    notifyAdmin(
      result.success ? 'success' : 'error',
      result.success ? success : (errorText(result.code) ?? ''),
    );
    await client.refetchQueries({ include: REFETCH });
  };
  const decide = async (action: 'approve' | 'reject') => {
    setRunning(true);
    const result = await runMutation(client, documentsOf(proposalEntity).bulk, {
      action,
      ids: [props.proposal._id],
      ...(action === 'reject' ? { input: rejection } : {}),
    });
    await done(result, action === 'approve' ? t('proposals.approved') : t('proposals.rejected'));
  };
  const rebase = async () => {
    setRunning(true);
    const result = await runMutation(client, ADMIN_REBASE_PROPOSAL, {
      id: props.proposal._id,
      version: props.proposal.version,
    });
    await done(result, t('proposals.rebased'));
  };

  return (
    <Group gap="sm">
      {props.stale ? (
        <Button onClick={rebase} loading={running} autoContrast>
          {t('proposals.rebase')}
        </Button>
      ) : (
        <Button color="green" onClick={() => decide('approve')} loading={running} autoContrast>
          {t('proposals.approve')}
        </Button>
      )}
      <Button color="red" variant="light" onClick={() => setRejecting(true)} disabled={running}>
        {t('proposals.reject')}
      </Button>
      <RejectDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        label={t('proposals.reject')}
        cancelLabel={t('proposals.cancel')}
        reason={{ label: t('proposals.reason'), description: t('proposals.reasonHelp') }}
        value={rejection}
        onChange={setRejection}
        running={running}
        onReject={() => decide('reject')}
      />
    </Group>
  );
}

/** Why nothing can be decided here: the proposal is decided already, or the reader cannot decide. */
export function DecisionNote(props: { proposal: ProposalItem }) {
  const { t } = useTranslation('openschool-admin');
  const { can } = useCurrentUser();
  if (props.proposal.status === 'pending' && !can('School:publish')) {
    return (
      <Text size="sm" c="gray.7">
        {t('proposals.cannotDecide')}
      </Text>
    );
  }
  return null;
}
