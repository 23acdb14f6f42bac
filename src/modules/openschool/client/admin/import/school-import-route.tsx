import { Alert, Button, FileInput, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminMeta } from '../../../../../core/client/admin/admin-meta';
import { AdminPage } from '../../../../../core/client/admin/admin-page';
import { notifyAdmin } from '../../../../../core/client/admin/crud/admin-notify';
import { SCHOOL_IMPORT_FORMATS, type SchoolImportFormat } from '../../../shared/import/school-import-input';
import { useDirectoryChoices } from '../schools/use-directory-choices';
import type { SchoolImportReport } from './school-import.query';
import { SchoolImportRows } from './school-import-rows';
import { useSchoolImport } from './use-school-import';

export const meta = adminMeta('openschool-admin:import.title');

const ACCEPT: Record<SchoolImportFormat, string> = {
  osm: '.geojson,.json,application/geo+json,application/json',
  csv: '.csv,text/csv',
};

/** The records an import writes: new schools, and matched ones with something to fill. */
const writable = (report: SchoolImportReport) =>
  report.rows.filter((row) => row.outcome === 'new' || (row.outcome === 'match' && row.fields.length > 0))
    .length;

/**
 * /_admin/school-import: schools from an OpenStreetMap extract or a curriculum body's list. The
 * file is previewed record by record (nothing written); "Import" writes the new and matched
 * schools after a confirmation. The server checks the same schema and the permissions again.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const { countries } = useDirectoryChoices();
  const [format, setFormat] = useState<SchoolImportFormat>('osm');
  const [file, setFile] = useState<File | null>(null);
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const [licence, setLicence] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { report, error, busy, send, reset } = useSchoolImport();
  const run = (commit: boolean) => (file ? send(file, { format, countryCode, licence }, commit) : null);

  const commit = async () => {
    setConfirming(false);
    const done = await run(true);
    if (done?.committed) {
      notifyAdmin('success', t('import.done', { created: done.created, updated: done.updated }));
    }
  };

  const count = (outcome: string) => report?.rows.filter((row) => row.outcome === outcome).length ?? 0;
  const toWrite = report && !report.committed ? writable(report) : 0;

  return (
    <AdminPage permission="School:publish" title={t('import.title')}>
      <Text>{t('import.intro')}</Text>
      <Radio.Group
        label={t('import.format')}
        value={format}
        onChange={(value) => {
          setFormat(value as SchoolImportFormat);
          setFile(null);
          reset();
        }}
      >
        <Stack gap="xs" mt="xs">
          {SCHOOL_IMPORT_FORMATS.map((value) => (
            <Radio key={value} value={value} label={t(`import.formats.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <FileInput
        label={t('import.file')}
        accept={ACCEPT[format]}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          reset();
        }}
      />
      {format === 'osm' ? (
        <Select
          label={t('import.country')}
          description={t('import.countryHelp')}
          data={countries.map((country) => ({ value: country.code, label: country.name }))}
          value={countryCode}
          onChange={(value) => {
            setCountryCode(value);
            reset();
          }}
          // A click on the chosen country clears it: no unlabelled clear button.
          searchable
        />
      ) : (
        <TextInput
          label={t('import.licence')}
          description={t('import.licenceHelp')}
          value={licence}
          onChange={(event) => setLicence(event.currentTarget.value)}
        />
      )}
      <Group>
        <Button onClick={() => run(false)} disabled={!file} loading={busy && !confirming}>
          {t('import.preview')}
        </Button>
        {report && !report.committed && (
          <Button color="green" onClick={() => setConfirming(true)} disabled={toWrite === 0} autoContrast>
            {t('import.commit', { count: toWrite })}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {report && (
        <Stack gap="sm">
          <Text role="status" fw={500}>
            {report.committed
              ? t('import.done', { created: report.created, updated: report.updated })
              : t('import.summary', {
                  new: count('new'),
                  match: count('match'),
                  skipped: count('skipped'),
                  invalid: count('invalid'),
                })}
          </Text>
          {report.rows.length === 0 ? (
            <Text>{t('import.nothing')}</Text>
          ) : (
            <SchoolImportRows rows={report.rows} />
          )}
        </Stack>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('import.commit', { count: toWrite })}
        centered
      >
        <Text mb="lg">{t('import.confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('import.cancel')}
          </Button>
          <Button color="green" loading={busy} onClick={commit} autoContrast>
            {t('import.commit', { count: toWrite })}
          </Button>
        </Group>
      </Modal>
    </AdminPage>
  );
}
