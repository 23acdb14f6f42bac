import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SchoolAdminFormValues } from '../../../shared/admin/school-admin-input';
import { academicYearOf } from '../../../shared/directory-constants';
import type { FeeInput } from '../../../shared/school-input';
import { FeeFields } from './fee-fields';
import type { DirectoryChoices } from './use-directory-choices';

type FormControl = Control<SchoolAdminFormValues>;

/** A new fee's first values: yearly tuition for every age this academic year, in the school's currency. */
export function newFee(currency: string): FeeInput {
  return {
    kind: 'tuition',
    ageFrom: null,
    ageTo: null,
    amount: null as unknown as number,
    currency,
    period: 'year',
    academicYear: academicYearOf(new Date()),
    note: null,
  };
}

/** The school's fees, one panel each: what they are for, how much, how often, which year. */
export function FeeEditor(props: { control: FormControl; currencies: DirectoryChoices['currencies'] }) {
  const { t } = useTranslation('openschool-admin');
  const { fields, append, remove } = useFieldArray({ control: props.control, name: 'fees' });
  const fees = useWatch({ control: props.control, name: 'fees' }) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="school-form-fees">
      <Title order={2} size="h4" id="school-form-fees">
        {t('schools.feesTitle')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('schools.feesHelp')}
      </Text>
      {fields.map((field, index) => (
        <FeePanel
          key={field.id}
          control={props.control}
          index={index}
          currencies={props.currencies}
          currency={fees[index]?.currency ?? ''}
          onRemove={() => remove(index)}
        />
      ))}
      <Group>
        <Button variant="default" onClick={() => append(newFee(fees.at(-1)?.currency ?? ''))}>
          {t('schools.addFee')}
        </Button>
      </Group>
    </Stack>
  );
}

function FeePanel(props: {
  control: FormControl;
  index: number;
  currencies: DirectoryChoices['currencies'];
  currency: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('openschool-admin');
  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" style={{ minWidth: 0 }}>
      <Text component="legend" size="sm" fw={600} px={4}>
        {t('schools.feeNumber', { number: props.index + 1 })}
      </Text>
      <FeeFields
        control={props.control}
        prefix={`fees.${props.index}.`}
        currencies={props.currencies}
        currency={props.currency}
      />
      <Group justify="flex-end" mt="xs">
        <Button variant="subtle" color="red" size="compact-sm" onClick={props.onRemove}>
          {t('schools.removeFee', { number: props.index + 1 })}
        </Button>
      </Group>
    </Paper>
  );
}
