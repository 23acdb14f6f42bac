import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminPage } from '@/core/client/admin/admin-page';
import { notifyAdmin } from '@/core/client/admin/crud/admin-notify';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { ImportDatasetForm } from './import-dataset-form';
import { ImportColumnsPanel, ImportOperatorsPanel, ImportProgrammesPanel } from './import-mapping-panels';
import { ImportRowsPanel } from './import-rows-panel';
import type { SchoolImportView } from './school-import.query';
import { type SchoolImportPreview, useSchoolImportPreview } from './use-school-import-preview';

export const meta = adminMeta('openschool-admin:import.previewTitle');

/**
 * /_admin/school-import/{id}: an uploaded file's preview. The operator says whose data it is,
 * maps what the import could not read, decides rows (filtered by outcome, a page at a time), and
 * imports; until then nothing is written. A committed import shows what it did.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const { id = '' } = useParams();
  const preview = useSchoolImportPreview(id);
  const { view } = preview;
  return (
    <AdminPage permission="School:publish" title={t('import.previewTitle')} width="full">
      <Anchor component={Link} to="/_admin/school-import">
        {t('import.back')}
      </Anchor>
      {preview.loading && <Loader role="status" aria-label={t('import.loading')} />}
      {preview.missing && <Alert color="red">{t('import.missing')}</Alert>}
      {view && <Preview view={view} preview={preview} />}
    </AdminPage>
  );
}

function Preview(props: { view: SchoolImportView; preview: SchoolImportPreview }) {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  const { view, preview } = props;
  const { counts } = view;
  return (
    <Stack gap="md" maw={1200}>
      <Text>{t('import.fileLine', { file: view.fileName, format: t(`import.formats.${view.format}`) })}</Text>
      <Text role="status" fw={500} data-testid="import-summary">
        {view.committedAt
          ? t('import.done', { created: view.created ?? 0, updated: view.updated ?? 0 })
          : t('import.summary', {
              new: format.number(counts.new),
              match: format.number(counts.match),
              review: format.number(counts.review),
              skipped: format.number(counts.skipped),
              invalid: format.number(counts.invalid),
            })}
      </Text>
      {preview.error && (
        <Alert color="red" role="alert">
          {preview.error}
        </Alert>
      )}
      {!view.committedAt && (
        <>
          <CommitBar view={view} preview={preview} />
          <ImportDatasetForm
            key={`dataset:${view.settings.licence}:${view.settings.datasetName}`}
            view={view}
            preview={preview}
          />
          <ImportColumnsPanel
            key={`columns:${view.columns.map((c) => c.field).join()}`}
            view={view}
            preview={preview}
          />
          <ImportProgrammesPanel view={view} preview={preview} />
          <ImportOperatorsPanel view={view} preview={preview} />
        </>
      )}
      <ImportRowsPanel view={view} preview={preview} />
    </Stack>
  );
}

/** The import itself: how many schools it writes, confirmed first; nothing when the file changes nothing. */
function CommitBar(props: { view: SchoolImportView; preview: SchoolImportPreview }) {
  const { t } = useTranslation('openschool-admin');
  const [confirming, setConfirming] = useState(false);
  const { view, preview } = props;
  const { writes, unchanged, review } = view.counts;
  const commit = async () => {
    setConfirming(false);
    const done = await preview.commit();
    if (done && 'item' in done && done.item) {
      notifyAdmin('success', t('import.done', { created: done.item.created, updated: done.item.updated }));
    }
  };
  return (
    <Stack gap="xs">
      {unchanged > 0 && <Text c="gray.7">{t('import.unchanged', { count: unchanged })}</Text>}
      {review > 0 && <Text c="#8a3b00">{t('import.toReview', { count: review })}</Text>}
      <Group>
        <Button
          color="green"
          autoContrast
          onClick={() => setConfirming(true)}
          disabled={writes === 0}
          loading={preview.busy}
        >
          {t('import.commit', { count: writes })}
        </Button>
        {writes === 0 && <Text c="gray.7">{t('import.nothingToWrite')}</Text>}
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('import.commit', { count: writes })}
        centered
      >
        <Text mb="lg">
          {t(view.settings.publish && !view.privateFacts ? 'import.confirm' : 'import.confirmDrafts')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('import.cancel')}
          </Button>
          <Button color="green" autoContrast loading={preview.busy} onClick={commit}>
            {t('import.commit', { count: writes })}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
