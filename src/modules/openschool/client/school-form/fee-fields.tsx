import { SimpleGrid } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { SelectField, TextField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import { FEE_KINDS, FEE_PERIODS } from '@/modules/openschool/shared/directory-constants';
import type { FeeInput } from '@/modules/openschool/shared/school-input';
import { NumberField } from '../form-fields/number-field';

/** A currency fees may be in, with the decimals its amounts take. */
export interface FeeCurrency {
  code: string;
  minorDigits: number;
}

/**
 * The fields of one fee (the shared `feeInputSchema`), in the school form (`prefix` `fees.2.`)
 * and in the fee admin's form (no prefix). `currency` is the one chosen: amounts take its decimals.
 */
export function FeeFields<Values extends FieldValues>(props: {
  control: Control<Values>;
  prefix: string;
  currencies: readonly FeeCurrency[];
  currency: string;
}) {
  const { t } = useTranslation('openschool');
  const { control } = props;
  const name = (key: keyof FeeInput) => `${props.prefix}${key}` as Path<Values>;
  const digits = props.currencies.find((currency) => currency.code === props.currency)?.minorDigits ?? 2;
  const currencies = props.currencies.map((currency) => ({ value: currency.code, label: currency.code }));
  // A fee saved in a currency no longer offered still shows it.
  if (props.currency && !currencies.some((option) => option.value === props.currency)) {
    currencies.push({ value: props.currency, label: props.currency });
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
      <SelectField
        control={control}
        name={name('kind')}
        label={t('form.fee.kind')}
        required
        data={FEE_KINDS.map((kind) => ({ value: kind, label: t(`form.feeKinds.${kind}`) }))}
      />
      <NumberField
        control={control}
        name={name('amount')}
        label={t('form.fee.amount')}
        required
        decimals={digits}
      />
      <SelectField
        control={control}
        name={name('currency')}
        label={t('form.fee.currency')}
        required
        data={currencies}
      />
      <SelectField
        control={control}
        name={name('period')}
        label={t('form.fee.period')}
        required
        data={FEE_PERIODS.map((period) => ({ value: period, label: t(`form.periods.${period}`) }))}
      />
      <NumberField control={control} name={name('ageFrom')} label={t('form.fee.ageFrom')} min={2} max={19} />
      <NumberField control={control} name={name('ageTo')} label={t('form.fee.ageTo')} min={2} max={19} />
      <TextField
        control={control}
        name={name('academicYear')}
        label={t('form.fee.academicYear')}
        description={t('form.fee.academicYearHelp')}
        required
        maxLength={9}
      />
      <TextField control={control} name={name('note')} label={t('form.fee.note')} maxLength={200} />
    </SimpleGrid>
  );
}
