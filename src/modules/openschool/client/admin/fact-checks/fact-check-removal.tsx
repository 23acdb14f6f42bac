import { Button } from '@mantine/core';
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
import { type FactCheckItem, factCheckEntity, removable } from './fact-check-entity';

/** Removes one fact check from its page, with a kind and a reason: the list's bulk action for one. */
export function FactCheckRemoval(props: { check: FactCheckItem }) {
  const { t } = useTranslation('openschool-admin');
  const { t: tAdmin } = useTranslation('admin');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { can } = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const [rejection, setRejection] = useState<RejectionValue>(NO_REJECTION);
  const [running, setRunning] = useState(false);
  if (!removable(props.check) || !can('School:publish')) return null;

  const remove = async () => {
    setRunning(true);
    const result = await runMutation(client, documentsOf(factCheckEntity).bulk, {
      action: 'remove',
      ids: [props.check._id],
      input: rejection,
    });
    setRunning(false);
    setOpened(false);
    notifyAdmin(
      result.success ? 'success' : 'error',
      result.success ? tAdmin('crud.bulkDone', { count: 1 }) : (errorText(result.code) ?? ''),
    );
    await client.refetchQueries({ include: ['AdminFactCheckItem'] });
  };

  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpened(true)} w="fit-content">
        {t('factChecks.remove')}
      </Button>
      <RejectDialog
        opened={opened}
        onClose={() => setOpened(false)}
        label={t('factChecks.remove')}
        cancelLabel={tAdmin('crud.cancel')}
        reason={{ label: t('factChecks.reason'), description: t('factChecks.reasonHelp') }}
        value={rejection}
        onChange={setRejection}
        running={running}
        onReject={remove}
      />
    </>
  );
}
