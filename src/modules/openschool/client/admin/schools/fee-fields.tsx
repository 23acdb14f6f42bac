import { SimpleGrid } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../../core/client/admin/crud/form-fields';
import { FEE_KINDS, FEE_PERIODS } from '../../../shared/directory-constants';
import type { FeeInput } from '../../../shared/school-input';
import { NumberField } from './number-field';
import type { DirectoryChoices } from './use-directory-choices';

/**
 * The fields of one fee (the shared `feeInputSchema`), in the school form (`prefix` `fees.2.`)
 * and in the fee admin's form (no prefix). `currency` is the one chosen: amounts take its decimals.
 */
export function FeeFields<Values extends FieldValues>(props: {
  control: Control<Values>;
  prefix: string;
  currencies: DirectoryChoices['currencies'];
  currency: string;
}) {
  const { t } = useTranslation('openschool-admin');
  const { control } = props;
  const name = (key: keyof FeeInput) => `${props.prefix}${key}` as Path<Values>;
  const digits = props.currencies.find((currency) => currency.code === props.currency)?.minorDigits ?? 2;
  const currencies = props.currencies.map((currency) => ({ value: currency.code, label: currency.code }));
  if (props.currency && !currencies.some((option) => option.value === props.currency)) {
    currencies.push({ value: props.currency, label: props.currency });
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
      <SelectField
        control={control}
        name={name('kind')}
        label={t('fees.kind')}
        required
        data={FEE_KINDS.map((kind) => ({ value: kind, label: t(`fees.kinds.${kind}`) }))}
      />
      <NumberField
        control={control}
        name={name('amount')}
        label={t('fees.amount')}
        required
        decimals={digits}
      />
      <SelectField
        control={control}
        name={name('currency')}
        label={t('fees.currency')}
        required
        data={currencies}
      />
      <SelectField
        control={control}
        name={name('period')}
        label={t('fees.period')}
        required
        data={FEE_PERIODS.map((period) => ({ value: period, label: t(`fees.periods.${period}`) }))}
      />
      <NumberField control={control} name={name('ageFrom')} label={t('fees.ageFrom')} min={2} max={19} />
      <NumberField control={control} name={name('ageTo')} label={t('fees.ageTo')} min={2} max={19} />
      <TextField
        control={control}
        name={name('academicYear')}
        label={t('fees.academicYear')}
        required
        maxLength={9}
      />
      <TextField control={control} name={name('note')} label={t('fees.note')} maxLength={200} />
    </SimpleGrid>
  );
}
