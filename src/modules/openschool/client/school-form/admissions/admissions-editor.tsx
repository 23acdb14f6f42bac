import { SimpleGrid } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { MultiSelectField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import { DateField } from '@/modules/openschool/client/form-fields/date-field';
import { ADMISSION_ASSESSMENTS, ADMISSION_DOCUMENTS } from '@/modules/openschool/shared/admissions';
import type { SchoolEditFormValues } from '@/modules/openschool/shared/school-edit';
import { FormSection } from '../form-section';
import { IntakeRows, PlaceRows } from './admission-lists';

type FormControl = Control<SchoolEditFormValues>;

/**
 * The school's admissions (`admissionsSchema`): intakes and deadlines, places per school year,
 * what applicants go through and bring, and when these facts were last confirmed.
 */
export function AdmissionsEditor(props: { control: FormControl }) {
  const { t } = useTranslation('openschool');
  const { control } = props;
  return (
    <FormSection id="school-form-admissions" title={t('admissions.title')} help={t('admissions.help')}>
      <IntakeRows control={control} />
      <PlaceRows control={control} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelectField
          control={control}
          name="admissions.assessments"
          label={t('admissions.assessments.label')}
          data={ADMISSION_ASSESSMENTS.map((value) => ({ value, label: t(`admissions.assessment.${value}`) }))}
        />
        <MultiSelectField
          control={control}
          name="admissions.documents"
          label={t('admissions.documents.label')}
          data={ADMISSION_DOCUMENTS.map((value) => ({ value, label: t(`admissions.document.${value}`) }))}
        />
      </SimpleGrid>
      <DateField
        control={control}
        name="admissions.confirmedOn"
        label={t('admissions.confirmedOn.label')}
        description={t('admissions.confirmedOn.help')}
      />
    </FormSection>
  );
}
