import { SimpleGrid } from '@mantine/core';
import { type Control, useFieldArray } from 'react-hook-form';
import { SelectField, TextField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import { DateField } from '@/modules/openschool/client/form-fields/date-field';
import { NumberField } from '@/modules/openschool/client/form-fields/number-field';
import type { SchoolEditFormValues } from '@/modules/openschool/shared/school-edit';
import { RepeatedRows } from '../repeated-rows';

type FormControl = Control<SchoolEditFormValues>;

/** The terms of the school year, each with its first and last day. */
export function TermRows(props: { control: FormControl }) {
  const { t } = useTranslation('openschool');
  const { fields, append, remove } = useFieldArray({ control: props.control, name: 'schoolLife.termDates' });
  return (
    <RepeatedRows
      title={t('schoolLife.terms.title')}
      rows={fields}
      legend={(number) => t('schoolLife.terms.number', { number })}
      removeLabel={(number) => t('schoolLife.terms.remove', { number })}
      addLabel={t('schoolLife.terms.add')}
      onAdd={() => append({ name: '', startsOn: '', endsOn: '' })}
      onRemove={remove}
    >
      {(index) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextField
            control={props.control}
            name={`schoolLife.termDates.${index}.name`}
            label={t('schoolLife.terms.name')}
            required
            maxLength={60}
          />
          <DateField
            control={props.control}
            name={`schoolLife.termDates.${index}.startsOn`}
            label={t('schoolLife.terms.startsOn')}
            required
          />
          <DateField
            control={props.control}
            name={`schoolLife.termDates.${index}.endsOn`}
            label={t('schoolLife.terms.endsOn')}
            required
          />
        </SimpleGrid>
      )}
    </RepeatedRows>
  );
}

/** The largest nationalities among the pupils, each with its share. */
export function NationalityRows(props: {
  control: FormControl;
  countries: readonly { code: string; name: string }[];
}) {
  const { t } = useTranslation('openschool');
  const { fields, append, remove } = useFieldArray({
    control: props.control,
    name: 'schoolLife.nationalities',
  });
  return (
    <RepeatedRows
      title={t('schoolLife.nationalities.title')}
      rows={fields}
      legend={(number) => t('schoolLife.nationalities.number', { number })}
      removeLabel={(number) => t('schoolLife.nationalities.remove', { number })}
      addLabel={t('schoolLife.nationalities.add')}
      onAdd={() => append({ countryCode: '', percent: null })}
      onRemove={remove}
    >
      {(index) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            control={props.control}
            name={`schoolLife.nationalities.${index}.countryCode`}
            label={t('schoolLife.nationalities.country')}
            required
            data={props.countries.map((country) => ({ value: country.code, label: country.name }))}
          />
          <NumberField
            control={props.control}
            name={`schoolLife.nationalities.${index}.percent`}
            label={t('schoolLife.nationalities.percent')}
            required
            min={1}
            max={100}
          />
        </SimpleGrid>
      )}
    </RepeatedRows>
  );
}
