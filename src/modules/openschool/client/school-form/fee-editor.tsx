import { Button, Group, Paper, Text } from '@mantine/core';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from '@/core/client/use-translation';
import { academicYearOf } from '@/modules/openschool/shared/directory-constants';
import type { SchoolEditFormValues } from '@/modules/openschool/shared/school-edit';
import type { FeeFormValues } from '@/modules/openschool/shared/school-input';
import { type FeeCurrency, FeeFields } from './fee-fields';
import { FormSection } from './form-section';

type FormControl = Control<SchoolEditFormValues>;

/** A new fee's first values: yearly tuition for every age this academic year, in the school's currency. */
function newFee(currency: string): FeeFormValues {
  return {
    kind: 'tuition',
    ageFrom: null,
    ageTo: null,
    amount: null,
    currency,
    period: 'year',
    academicYear: academicYearOf(new Date()),
    note: '',
  };
}

/** The academic year after `year` (2026-2027 → 2027-2028). */
const yearAfter = (year: string) => {
  const start = Number(year.slice(0, 4)) + 1;
  return `${start}-${start + 1}`;
};

/**
 * The school's fees, one panel each: what they are for, how much, how often, which year. A new
 * year's fees start as a copy of the latest year's, so that the latest stay in the fee history
 * rather than being written over.
 */
export function FeeEditor(props: { control: FormControl; currencies: readonly FeeCurrency[]; help: string }) {
  const { t } = useTranslation('openschool');
  const { fields, append, remove } = useFieldArray({ control: props.control, name: 'fees' });
  const fees = useWatch({ control: props.control, name: 'fees' }) ?? [];
  const latest = fees
    .map((fee) => String(fee.academicYear ?? ''))
    .filter((year) => /^\d{4}-\d{4}$/.test(year))
    .sort()
    .at(-1);
  const next = latest && yearAfter(latest);
  const startNextYear = () => {
    if (!latest || !next) return;
    append(fees.filter((fee) => fee.academicYear === latest).map((fee) => ({ ...fee, academicYear: next })));
  };
  return (
    <FormSection id="school-form-fees" title={t('form.sections.fees')} help={props.help}>
      {fields.map((field, index) => (
        <Paper key={field.id} withBorder radius="md" p="sm" component="fieldset" style={{ minWidth: 0 }}>
          <Text component="legend" size="sm" fw={600} px={4}>
            {t('form.fee.number', { number: index + 1 })}
          </Text>
          <FeeFields
            control={props.control}
            prefix={`fees.${index}.`}
            currencies={props.currencies}
            currency={String(fees[index]?.currency ?? '')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => remove(index)}>
              {t('form.fee.remove', { number: index + 1 })}
            </Button>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="default" onClick={() => append(newFee(String(fees.at(-1)?.currency ?? '')))}>
          {t('form.fee.add')}
        </Button>
        {next && (
          <Button variant="default" onClick={startNextYear}>
            {t('form.fee.nextYear', { year: next })}
          </Button>
        )}
      </Group>
      {next && (
        <Text size="sm" c="gray.7">
          {t('form.fee.nextYearHelp', { year: latest })}
        </Text>
      )}
    </FormSection>
  );
}
