import { SimpleGrid, Stack } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../core/client/admin/crud/form-fields';
import type { SchoolEditFormValues } from '../../shared/school-edit';
import type { SchoolFormValues } from '../../shared/school-input';
import { DateField } from '../admin/schools/date-field';
import { FormSection } from './form-section';
import type { SchoolEditFormView } from './school-edit.query';
import { SchoolFeesEditor } from './school-fees-editor';
import { SchoolFieldGroups, type SchoolFieldTexts } from './school-field-groups';

type FormControl = Control<SchoolEditFormValues>;

/**
 * The public school form's fields (the shared `schoolInputSchema` and the edit's source),
 * grouped as a parent reads a school: where it is, what it teaches, about it, fees, sources.
 */
export function SchoolFormFields(props: { control: FormControl; choices: SchoolEditFormView }) {
  const { t } = useTranslation('openschool');
  const { control, choices } = props;
  const label = (field: string) => t(`edit.fields.${field}`);
  const texts: SchoolFieldTexts = {
    section: (section) => t(`edit.sections.${section}`),
    label,
    curriculumsHelp: t('edit.help.curriculums'),
    descriptionHelp: t('edit.help.description'),
    gradeSystem: (system) => t(`edit.gradeSystems.${system}`),
  };
  return (
    <Stack gap="xl">
      <SchoolFieldGroups
        // The form's values extend the shared ones; react-hook-form's Control is invariant in them.
        control={control as unknown as Control<SchoolFormValues>}
        choices={choices}
        texts={texts}
      />
      <SchoolFeesEditor control={control} currencies={choices.currencies} />
      <FormSection id="school-form-sources" title={t('edit.sections.sources')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField control={control} name="lastVerifiedAt" label={label('lastVerifiedAt')} />
          <TextField
            control={control}
            name="verifiedSource"
            label={label('verifiedSource')}
            maxLength={200}
          />
        </SimpleGrid>
        <TextField
          control={control}
          name="source"
          label={label('source')}
          description={choices.canPublish ? t('edit.help.sourceEditor') : t('edit.help.source')}
          maxLength={300}
        />
      </FormSection>
    </Stack>
  );
}
