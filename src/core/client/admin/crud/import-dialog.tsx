import { Alert, Button, Code, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import type { AdminClientEntity, AdminItem, ImportAnswer } from './admin-client-entity';
import { uploadImport } from './admin-file-transfer';
import { notifyAdmin } from './admin-notify';

/** What a preview shows: the rows in error, each error on its field, and what the rest would do. */
function ImportPreview(props: { answer: ImportAnswer }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { answer } = props;
  if (answer.rows.length === 0) {
    const where = answer.field ? ` (${answer.field})` : '';
    return (
      <Alert color="red" role="alert">
        {errorText(answer.code)}
        {where}
      </Alert>
    );
  }
  const wrong = answer.rows.filter((row) => row.errors.length > 0);
  return (
    <Stack gap="sm">
      <Text role="status">
        {t('crud.import.summary', {
          count: answer.rows.length,
          created: answer.created,
          updated: answer.updated,
        })}
      </Text>
      {wrong.length > 0 && (
        <>
          <Alert color="red" role="alert">
            {t('crud.import.rowsInError', { count: wrong.length })}
          </Alert>
          <Table.ScrollContainer minWidth={400} mah={300}>
            <Table aria-label={t('crud.import.errorsLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('crud.import.line')}</Table.Th>
                  <Table.Th scope="col">{t('crud.import.problems')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {wrong.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>
                      {row.errors.map((error) => (
                        <div key={error.field}>
                          <Code>{error.field}</Code> {errorText(error.code)}
                        </div>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

/**
 * Import from a CSV or JSON file: the file is checked row by row first (nothing written), and
 * only a file without errors can be imported, all rows at once.
 */
export function ImportDialog(props: {
  entity: AdminClientEntity<AdminItem>;
  headers: readonly string[];
  opened: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation('admin');
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  // An upload, not a GraphQL string: a file of any size up to the server's limit goes through.
  const send = async (chosen: File, commit: boolean) => {
    setBusy(true);
    try {
      return await uploadImport(props.entity.plural, chosen, commit);
    } catch {
      notifyAdmin('error', t('crud.import.failed'));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const choose = async (chosen: File | null) => {
    setAnswer(null);
    setFile(chosen);
    if (chosen) setAnswer(await send(chosen, false));
  };

  const commit = async () => {
    if (!file) return;
    const result = await send(file, true);
    if (result?.committed) {
      notifyAdmin('success', t('crud.import.done', { created: result.created, updated: result.updated }));
      close();
      props.onImported();
    } else {
      setAnswer(result);
    }
  };

  const close = () => {
    setFile(null);
    setAnswer(null);
    props.onClose();
  };

  const ready = answer?.rows.length && answer.rows.every((row) => row.errors.length === 0);
  return (
    <Modal opened={props.opened} onClose={close} title={t('crud.import.title')} size="lg" centered>
      <Stack gap="md">
        <Text size="sm">
          {t('crud.import.help')} <Code>{['id', ...props.headers].join(', ')}</Code>
        </Text>
        <FileInput
          label={t('crud.import.file')}
          accept=".csv,.json,text/csv,application/json"
          clearable
          onChange={choose}
        />
        {answer && <ImportPreview answer={answer} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('crud.cancel')}
          </Button>
          <Button onClick={commit} disabled={!ready} loading={busy}>
            {t('crud.import.confirm', { count: answer?.rows.length ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
