import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import {
  DATASET_LICENCES,
  isPrivateLicence,
  OSM_DATASET,
} from '@/modules/openschool/shared/import/dataset-licences';
import { schoolImportSettingsSchema } from '@/modules/openschool/shared/import/school-import-settings';
import { useDirectoryChoices } from '../schools/use-directory-choices';
import { settingsValuesOf } from './import-settings-values';
import type { SchoolImportView } from './school-import.query';
import type { SchoolImportPreview } from './use-school-import-preview';

/**
 * Whose data the file is and how it is read: the dataset's name (what the public credit
 * shows), its licence from a list, where it is published, the country of records that say none,
 * and whether new schools are shown at once. An extract is OpenStreetMap's, under the ODbL.
 */
export function ImportDatasetForm(props: { view: SchoolImportView; preview: SchoolImportPreview }) {
  const { t } = useTranslation('openschool-admin');
  const errorText = useErrorText();
  const { countries } = useDirectoryChoices();
  const { view } = props;
  const [values, setValues] = useState(() => settingsValuesOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const osm = view.format === 'osm';
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const apply = async () => {
    const checked = schoolImportSettingsSchema.safeParse(values);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    await props.preview.updateSettings({ ...settingsValuesOf(view), ...values });
  };
  const error = (field: string) => (errors[field] ? errorText(errors[field]) : undefined);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('import.datasetTitle')}
        </Title>
        {osm ? (
          <Text>{t('import.osmDataset', { name: OSM_DATASET.name })}</Text>
        ) : (
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('import.datasetName')}
              description={t('import.datasetNameHelp')}
              value={values.datasetName ?? ''}
              onChange={(event) => set({ datasetName: event.currentTarget.value })}
              error={error('datasetName')}
              required
              miw={240}
            />
            <Select
              label={t('import.licence')}
              description={t('import.licenceHelp')}
              data={DATASET_LICENCES.map((licence) => ({
                value: licence,
                label: t(`import.licences.${licence}`),
              }))}
              value={values.licence ?? 'unknown'}
              onChange={(licence) => licence && set({ licence: licence as typeof values.licence })}
              allowDeselect={false}
              miw={240}
            />
          </Group>
        )}
        {!osm && isPrivateLicence(values.licence) && (
          <Alert color="yellow" title={t('import.privateTitle')}>
            {t('import.privateText')}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          {!osm && (
            <TextInput
              label={t('import.datasetUrl')}
              value={values.datasetUrl ?? ''}
              onChange={(event) => set({ datasetUrl: event.currentTarget.value })}
              error={error('datasetUrl')}
              miw={240}
            />
          )}
          <Select
            label={t('import.country')}
            description={t('import.countryHelp')}
            data={countries.map((country) => ({ value: country.code, label: country.name }))}
            value={values.countryCode ?? null}
            onChange={(countryCode) => set({ countryCode })}
            searchable
            clearable
            miw={240}
          />
        </Group>
        <Checkbox
          label={t('import.publish')}
          description={t('import.publishHelp')}
          checked={values.publish ?? true}
          onChange={(event) => set({ publish: event.currentTarget.checked })}
        />
        <Group>
          <Button onClick={apply} loading={props.preview.busy} variant="light">
            {t('import.apply')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
