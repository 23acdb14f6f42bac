import { SimpleGrid } from '@mantine/core';
import { type Control, useFieldArray } from 'react-hook-form';
import { SelectField, TextField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import { DateField } from '@/modules/openschool/client/form-fields/date-field';
import { NumberField } from '@/modules/openschool/client/form-fields/number-field';
import { PLACE_STATUSES } from '@/modules/openschool/shared/admissions';
import type { SchoolEditFormValues } from '@/modules/openschool/shared/school-edit';
import { RepeatedRows } from '../repeated-rows';

type FormControl = Control<SchoolEditFormValues>;

const today = () => new Date().toISOString().slice(0, 10);

/** Each intake: its name, when applications open and the deadline. */
export function IntakeRows(props: { control: FormControl }) {
  const { t } = useTranslation('openschool');
  const { fields, append, remove } = useFieldArray({ control: props.control, name: 'admissions.intakes' });
  return (
    <RepeatedRows
      title={t('admissions.intakes.title')}
      help={t('admissions.intakes.help')}
      rows={fields}
      legend={(number) => t('admissions.intakes.number', { number })}
      removeLabel={(number) => t('admissions.intakes.remove', { number })}
      addLabel={t('admissions.intakes.add')}
      onAdd={() => append({ name: '', opensOn: null, deadline: null })}
      onRemove={remove}
    >
      {(index) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextField
            control={props.control}
            name={`admissions.intakes.${index}.name`}
            label={t('admissions.intakes.name')}
            description={t('admissions.intakes.nameHelp')}
            required
            maxLength={60}
          />
          <DateField
            control={props.control}
            name={`admissions.intakes.${index}.opensOn`}
            label={t('admissions.intakes.opensOn')}
          />
          <DateField
            control={props.control}
            name={`admissions.intakes.${index}.deadline`}
            label={t('admissions.intakes.deadline')}
          />
        </SimpleGrid>
      )}
    </RepeatedRows>
  );
}

/** Places per school year: the age the year starts at, open / waiting list / full, and when confirmed. */
export function PlaceRows(props: { control: FormControl }) {
  const { t } = useTranslation('openschool');
  const { fields, append, remove } = useFieldArray({ control: props.control, name: 'admissions.places' });
  return (
    <RepeatedRows
      title={t('admissions.places.title')}
      help={t('admissions.places.help')}
      rows={fields}
      legend={(number) => t('admissions.places.number', { number })}
      removeLabel={(number) => t('admissions.places.remove', { number })}
      addLabel={t('admissions.places.add')}
      onAdd={() => append({ age: null, status: 'open', confirmedOn: today() })}
      onRemove={remove}
    >
      {(index) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberField
            control={props.control}
            name={`admissions.places.${index}.age`}
            label={t('admissions.places.age')}
            required
            min={2}
            max={19}
          />
          <SelectField
            control={props.control}
            name={`admissions.places.${index}.status`}
            label={t('admissions.places.status')}
            required
            data={PLACE_STATUSES.map((status) => ({
              value: status,
              label: t(`admissions.placeStatus.${status}`),
            }))}
          />
          <DateField
            control={props.control}
            name={`admissions.places.${index}.confirmedOn`}
            label={t('admissions.places.confirmedOn')}
            required
          />
        </SimpleGrid>
      )}
    </RepeatedRows>
  );
}
