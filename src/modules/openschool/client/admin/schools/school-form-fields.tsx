import { SimpleGrid, Stack } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../../core/client/admin/crud/form-fields';
import type { SchoolAdminFormValues } from '../../../shared/admin/school-admin-input';
import { SCHOOL_STATUSES } from '../../../shared/directory-constants';
import type { SchoolFormValues } from '../../../shared/school-input';
import { FormSection } from '../../edit/form-section';
import { SchoolFieldGroups, type SchoolFieldTexts } from '../../edit/school-field-groups';
import { DateField } from './date-field';
import { FeeEditor } from './fee-editor';
import { useDirectoryChoices } from './use-directory-choices';

type FormControl = Control<SchoolAdminFormValues>;

/** The school form's fields, grouped as a parent reads a school: where, what it teaches, fees, checks. */
export function SchoolFormFields(props: { control: FormControl }) {
  const { t } = useTranslation('openschool-admin');
  const { control } = props;
  const choices = useDirectoryChoices();
  const texts: SchoolFieldTexts = {
    section: (section) => t(`schools.sections.${section}`),
    // The admin's texts name the country field after what it shows.
    label: (field) => t(`schools.${field === 'countryCode' ? 'country' : field}`),
    curriculumsHelp: t('schools.curriculumsHelp'),
    descriptionHelp: t('schools.descriptionHelp'),
    gradeSystem: (system) => t(`grades.systems.${system}`),
  };
  return (
    <Stack gap="xl">
      <SchoolFieldGroups
        // The form's values extend the shared ones; react-hook-form's Control is invariant in them.
        control={control as unknown as Control<SchoolFormValues>}
        choices={choices}
        texts={texts}
      />
      <FeeEditor control={control} currencies={choices.currencies} />
      <FormSection id="school-form-publication" title={t('schools.sections.publication')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField control={control} name="lastVerifiedAt" label={t('schools.lastVerifiedAt')} />
          <TextField
            control={control}
            name="verifiedSource"
            label={t('schools.verifiedSource')}
            maxLength={200}
          />
        </SimpleGrid>
        <SelectField
          control={control}
          name="status"
          label={t('schools.status')}
          description={t('schools.statusHelp')}
          required
          data={SCHOOL_STATUSES.map((status) => ({ value: status, label: t(`schools.statuses.${status}`) }))}
        />
        <TextField
          control={control}
          name="source"
          label={t('schools.source')}
          description={t('schools.sourceHelp')}
          maxLength={300}
        />
      </FormSection>
    </Stack>
  );
}
