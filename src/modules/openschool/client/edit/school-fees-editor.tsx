import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { type Control, type Path, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../core/client/admin/crud/form-fields';
import { academicYearOf, FEE_KINDS, FEE_PERIODS } from '../../shared/directory-constants';
import type { SchoolEditFormValues } from '../../shared/school-edit';
import { NumberField } from '../admin/schools/number-field';
import { FormSection } from './form-section';
import type { SchoolEditFormView } from './school-edit.query';

type FormControl = Control<SchoolEditFormValues>;
type Currencies = SchoolEditFormView['currencies'];

/** The school's fees, a row each: what for, which ages, how much in which currency, how often, which year. */
export function SchoolFeesEditor(props: { control: FormControl; currencies: Currencies }) {
  const { t } = useTranslation('openschool');
  const { fields, append, remove } = useFieldArray({ control: props.control, name: 'fees' });
  const fees = useWatch({ control: props.control, name: 'fees' }) ?? [];
  const addFee = () =>
    append({
      kind: 'tuition',
      ageFrom: null,
      ageTo: null,
      amount: null as unknown as number,
      currency: fees.at(-1)?.currency ?? '',
      period: 'year',
      academicYear: academicYearOf(new Date()),
      note: '',
    });
  return (
    <FormSection id="school-form-fees" title={t('edit.sections.fees')} help={t('edit.fee.help')}>
      {fields.map((field, index) => (
        <Paper key={field.id} withBorder radius="md" p="sm" component="fieldset" style={{ minWidth: 0 }}>
          <Text component="legend" size="sm" fw={600} px={4}>
            {t('edit.fee.number', { number: index + 1 })}
          </Text>
          <FeeRow
            control={props.control}
            index={index}
            currencies={props.currencies}
            currency={String(fees[index]?.currency ?? '')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => remove(index)}>
              {t('edit.fee.remove', { number: index + 1 })}
            </Button>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="default" onClick={addFee}>
          {t('edit.fee.add')}
        </Button>
      </Group>
    </FormSection>
  );
}

function FeeRow(props: { control: FormControl; index: number; currencies: Currencies; currency: string }) {
  const { t } = useTranslation('openschool');
  const { control } = props;
  const name = (key: string) => `fees.${props.index}.${key}` as Path<SchoolEditFormValues>;
  const digits = props.currencies.find((currency) => currency.code === props.currency)?.minorDigits ?? 2;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
      <SelectField
        control={control}
        name={name('kind')}
        label={t('edit.fee.kind')}
        required
        data={FEE_KINDS.map((kind) => ({ value: kind, label: t(`edit.feeKinds.${kind}`) }))}
      />
      <NumberField
        control={control}
        name={name('amount')}
        label={t('edit.fee.amount')}
        required
        decimals={digits}
      />
      <SelectField
        control={control}
        name={name('currency')}
        label={t('edit.fee.currency')}
        required
        data={props.currencies.map((currency) => ({ value: currency.code, label: currency.code }))}
      />
      <SelectField
        control={control}
        name={name('period')}
        label={t('edit.fee.period')}
        required
        data={FEE_PERIODS.map((period) => ({ value: period, label: t(`edit.periods.${period}`) }))}
      />
      <NumberField control={control} name={name('ageFrom')} label={t('edit.fee.ageFrom')} min={2} max={19} />
      <NumberField control={control} name={name('ageTo')} label={t('edit.fee.ageTo')} min={2} max={19} />
      <TextField
        control={control}
        name={name('academicYear')}
        label={t('edit.fee.academicYear')}
        description={t('edit.fee.academicYearHelp')}
        required
        maxLength={9}
      />
      <TextField control={control} name={name('note')} label={t('edit.fee.note')} maxLength={200} />
    </SimpleGrid>
  );
}
