import { SimpleGrid, TagsInput } from '@mantine/core';
import { type Control, useController } from 'react-hook-form';
import { SelectField } from '@/core/client/admin/crud/form-fields';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import { DateField } from '@/modules/openschool/client/form-fields/date-field';
import { NumberField } from '@/modules/openschool/client/form-fields/number-field';
import type { SchoolEditFormValues } from '@/modules/openschool/shared/school-edit';
import { EAL_SUPPORT, SEN_SUPPORT } from '@/modules/openschool/shared/school-life';
import { FormSection } from '../form-section';
import { NationalityRows, TermRows } from './school-life-lists';

type FormControl = Control<SchoolEditFormValues>;

/** The school bus areas, typed one by one (Enter or a comma after each). */
function BusAreasField(props: { control: FormControl }) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: 'schoolLife.busAreas' });
  return (
    <TagsInput
      label={t('schoolLife.busAreas.label')}
      description={t('schoolLife.busAreas.help')}
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
 * The school's life once a child is in (`schoolLifeSchema`): its support in English and for
 * learning needs, its term dates, the nationality mix, the bus areas, and when these facts were
 * last confirmed.
 */
export function SchoolLifeEditor(props: {
  control: FormControl;
  countries: readonly { code: string; name: string }[];
}) {
  const { t } = useTranslation('openschool');
  const { control } = props;
  return (
    <FormSection id="school-form-school-life" title={t('schoolLife.title')} help={t('schoolLife.help')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SelectField
          control={control}
          name="schoolLife.ealSupport"
          label={t('schoolLife.eal.label')}
          clearable
          data={EAL_SUPPORT.map((value) => ({ value, label: t(`schoolLife.ealLevel.${value}`) }))}
        />
        <SelectField
          control={control}
          name="schoolLife.senSupport"
          label={t('schoolLife.sen.label')}
          clearable
          data={SEN_SUPPORT.map((value) => ({ value, label: t(`schoolLife.senLevel.${value}`) }))}
        />
      </SimpleGrid>
      <TermRows control={control} />
      <NumberField
        control={control}
        name="schoolLife.nationalityCount"
        label={t('schoolLife.nationalities.count')}
        min={1}
        max={250}
      />
      <NationalityRows control={control} countries={props.countries} />
      <BusAreasField control={control} />
      <DateField control={control} name="schoolLife.confirmedOn" label={t('schoolLife.confirmedOn.label')} />
    </FormSection>
  );
}
