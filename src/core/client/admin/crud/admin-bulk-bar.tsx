import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import type { Permission } from '@/core/shared/permissions';
import { type AdminClientEntity, type AdminItem, documentsOf } from './admin-client-entity';
import { notifyAdmin } from './admin-notify';
import {
  NO_REJECTION,
  type ReasonTexts,
  RejectionInputs,
  type RejectionValue,
  rejectionComplete,
} from './rejection-inputs';

/** A bulk action of a list: the server's action name, its button, and its confirmation. */
export interface AdminBulkActionDef {
  action: string;
  /** Translated button label. */
  label: string;
  /** Needed besides the list's; the button is hidden without it (the server checks too). */
  permission: Permission;
  color?: string;
  /** The question asked before running it, for this many records. */
  confirm: (count: number) => string;
  /**
   * The action rejects what members sent: the confirmation asks the kind of refusal and the
   * reason its authors read, sent as `input`.
   */
  rejection?: ReasonTexts;
}

/** The selection's count, its actions (each confirmed first), and a way to clear it. */
export function AdminBulkBar(props: {
  entity: AdminClientEntity<AdminItem>;
  actions: AdminBulkActionDef[];
  selection: Set<string>;
  onDone: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const [pending, setPending] = useState<AdminBulkActionDef | null>(null);
  const [running, setRunning] = useState(false);
  const [rejection, setRejection] = useState<RejectionValue>(NO_REJECTION);
  const count = props.selection.size;
  if (count === 0) return null;

  const run = async (definition: AdminBulkActionDef) => {
    setRunning(true);
    const result = await runMutation(client, documentsOf(props.entity).bulk, {
      action: definition.action,
      ids: [...props.selection],
      ...(definition.rejection ? { input: rejection } : {}),
    });
    setRunning(false);
    setPending(null);
    setRejection(NO_REJECTION);
    if (result.success) {
      notifyAdmin('success', t('crud.bulkDone', { count: 'count' in result ? result.count : count }));
      props.onDone();
    } else {
      notifyAdmin('error', errorText(result.code) ?? '');
    }
  };

  return (
    <Paper withBorder p="xs" radius="md" bg="gray.0">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} role="status">
          {t('crud.selected', { count })}
        </Text>
        <Group gap="xs" wrap="wrap">
          {props.actions.map((definition) => (
            <Button
              key={definition.action}
              size="xs"
              color={definition.color}
              variant="light"
              onClick={() => setPending(definition)}
            >
              {definition.label}
            </Button>
          ))}
          <Button size="xs" variant="subtle" color="dark" onClick={props.onClear}>
            {t('crud.clearSelection')}
          </Button>
        </Group>
      </Group>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={pending?.label} centered>
        <Text mb="lg">{pending?.confirm(count)}</Text>
        {pending?.rejection && (
          <RejectionInputs reason={pending.rejection} value={rejection} onChange={setRejection} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPending(null)} disabled={running}>
            {t('crud.cancel')}
          </Button>
          <Button
            color={pending?.color}
            loading={running}
            disabled={Boolean(pending?.rejection) && !rejectionComplete(rejection)}
            onClick={() => pending && run(pending)}
          >
            {pending?.label}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
