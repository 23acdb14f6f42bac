import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notifyAdmin } from '@/core/client/admin/crud/admin-notify';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useTranslation } from '@/core/client/use-translation';
import { ChangeTable } from '@/modules/openschool/client/school-changes/change-table';
import type { RevisionItem } from './revision-entity';
import { ADMIN_RESTORE_REVISION, ADMIN_REVISION_RESTORE_CHANGES } from './revision-operations';
import { useAdminChangeFormat } from './use-admin-change-format';

/**
 * What restoring this version would change in the school as it is now, and the action, for
 * holders of School:update and School:publish: a restore goes live at once, as a new revision.
 */
export function RestoreRevision(props: { revision: RevisionItem }) {
  const { t } = useTranslation('openschool-admin');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { can } = useCurrentUser();
  const format = useAdminChangeFormat();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const { data, refetch } = useQuery(ADMIN_REVISION_RESTORE_CHANGES, {
    variables: { id: props.revision._id },
    fetchPolicy: 'cache-and-network',
  });
  const changes = data?.changes ?? null;
  if (!changes) return null;

  const restore = async () => {
    setRunning(true);
    const result = await runMutation(client, ADMIN_RESTORE_REVISION, {
      id: props.revision._id,
      schoolVersion: props.revision.schoolVersion,
    });
    setRunning(false);
    setConfirming(false);
    if (result.success)
      notifyAdmin('success', t('revisions.restored', { school: props.revision.schoolName }));
    else notifyAdmin('error', errorText(result.code) ?? '');
    // The school and its history changed (or someone changed it meanwhile): read them again.
    await client.refetchQueries({ include: ['AdminSchoolRevisionItem', 'AdminSchoolRevisionsList'] });
    await refetch();
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="revision-restore">
      <Stack gap="sm">
        <Title order={2} size="h4" id="revision-restore">
          {t('revisions.restoreTitle')}
        </Title>
        {changes.length === 0 ? (
          <Text size="sm">{t('revisions.restoreNothing')}</Text>
        ) : (
          <>
            <ChangeTable changes={changes} caption={t('revisions.restoreCaption')} {...format} />
            {can('School:update') && can('School:publish') && (
              <Group>
                <Button color="orange" onClick={() => setConfirming(true)} autoContrast>
                  {t('revisions.restore')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('revisions.restore')} centered>
        <Text mb="lg">{t('revisions.restoreConfirm', { school: props.revision.schoolName })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={running}>
            {t('revisions.cancel')}
          </Button>
          <Button color="orange" loading={running} onClick={restore} autoContrast>
            {t('revisions.restore')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
