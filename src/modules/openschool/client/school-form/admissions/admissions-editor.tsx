import { SimpleGrid, TagsInput } from '@mantine/core';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelectField, SelectField } from '@/core/client/admin/crud/form-fields';
import { useErrorText } from '@/core/client/form/use-error-text';
import { DateField } from '@/modules/openschool/client/form-fields/date-field';
import { NumberField } from '@/modules/openschool/client/form-fields/number-field';
import {
  ADMISSION_ASSESSMENTS,
  ADMISSION_DOCUMENTS,
  EAL_SUPPORT,
  SEN_SUPPORT,
} from '@/modules/openschool/shared/admissions';
import type { SchoolEditFormValues } from '@/modules/openschool/shared/school-edit';
import { FormSection } from '../form-section';
import { IntakeRows, NationalityRows, PlaceRows, TermRows } from './admission-lists';

type FormControl = Control<SchoolEditFormValues>;

/** The school bus areas, typed one by one (Enter or a comma after each). */
function BusAreasField(props: { control: FormControl }) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: 'admissions.busAreas' });
  return (
    <TagsInput
      label={t('admissions.busAreas.label')}
      description={t('admissions.busAreas.help')}
      name={field.name}
      ref={field.ref}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      maxTags={30}
      splitChars={[',', ';']}
      clearable
      error={errorText(fieldState.error?.message)}
    />
  );
}

/**
 * The school's admissions (`admissionsSchema`): intakes and deadlines, places per school year,
 * what applicants go through and bring, term dates, support, the nationality mix and the bus
 * areas, and when these facts were last confirmed.
 */
export function AdmissionsEditor(props: {
  control: FormControl;
  countries: readonly { code: string; name: string }[];
}) {
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
        <SelectField
          control={control}
          name="admissions.ealSupport"
          label={t('admissions.eal.label')}
          clearable
          data={EAL_SUPPORT.map((value) => ({ value, label: t(`admissions.ealLevel.${value}`) }))}
        />
        <SelectField
          control={control}
          name="admissions.senSupport"
          label={t('admissions.sen.label')}
          clearable
          data={SEN_SUPPORT.map((value) => ({ value, label: t(`admissions.senLevel.${value}`) }))}
        />
      </SimpleGrid>
      <TermRows control={control} />
      <NumberField
        control={control}
        name="admissions.nationalityCount"
        label={t('admissions.nationalities.count')}
        min={1}
        max={250}
      />
      <NationalityRows control={control} countries={props.countries} />
      <BusAreasField control={control} />
      <DateField
        control={control}
        name="admissions.confirmedOn"
        label={t('admissions.confirmedOn.label')}
        description={t('admissions.confirmedOn.help')}
      />
    </FormSection>
  );
}
