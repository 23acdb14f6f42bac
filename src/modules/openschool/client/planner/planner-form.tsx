import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type Control, type Path, useController, useFieldArray, useForm } from 'react-hook-form';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { lazyZodResolver } from '@/core/client/form/lazy-zod-resolver';
import type { MutationOutcome } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { Columns } from '@/core/client/layout/columns';
import { useTranslation } from '@/core/client/use-translation';
import { PLANNER_MAX_CHILDREN } from '@/modules/openschool/shared/family';
import type {
  RelocationPlanFormValues,
  RelocationPlanInput,
} from '@/modules/openschool/shared/planner/planner-input';
import { type PlannerParams, plannerInputOf } from '@/modules/openschool/shared/planner/planner-params';
import type { PlannerOptions } from './planner.query';

type PlannerControl = Control<RelocationPlanFormValues, unknown, RelocationPlanInput>;

/** An input's props from the form: its value as text, its refusal translated. */
function useInput(control: PlannerControl, name: Path<RelocationPlanFormValues>) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  return { ...field, value: String(field.value ?? ''), error: errorText(fieldState.error?.message) };
}

/**
 * The address's values of a plan the schema took, for the page to navigate to. A currency the
 * address did not name stays out of it while it is the schema's default.
 */
function paramsOf(input: RelocationPlanInput, asked: PlannerParams): PlannerParams {
  return {
    births: input.children.map((child) => child.birthDate),
    moveDate: input.moveDate,
    countryCode: input.countryCode,
    city: input.city ?? '',
    curriculum: input.curriculum ?? '',
    budget: input.budget === undefined ? '' : String(input.budget),
    currency: input.currency === 'USD' && asked.currency === '' ? '' : input.currency,
  };
}

/** A child's row: the birth date, and a way to take the child off the plan. */
function ChildRow(props: { control: PlannerControl; index: number; onRemove?: () => void }) {
  const { t } = useTranslation('openschool');
  const birth = useInput(props.control, `children.${props.index}.birthDate`);
  return (
    <Group align="flex-end" gap="xs">
      <TextInput type="date" label={t('planner.child', { number: props.index + 1 })} {...birth} required />
      {props.onRemove && (
        <Button variant="subtle" color="red" onClick={props.onRemove}>
          {t('planner.removeChild', { number: props.index + 1 })}
        </Button>
      )}
    </Group>
  );
}

const loadPlanSchema = async () =>
  (await import('@/modules/openschool/shared/planner/planner-input')).relocationPlanInputSchema;

/**
 * The planner's form: children rows, move date, destination, current curriculum, budget. It
 * starts from the address and submits by asking for the address of the plan; what the server
 * refused of that plan (`refusal`) is marked on its fields.
 */
export function PlannerForm(props: {
  params: PlannerParams;
  options: PlannerOptions | undefined;
  refusal?: MutationOutcome;
  onSubmit: (params: PlannerParams) => void;
}) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const form = useForm<RelocationPlanFormValues, unknown, RelocationPlanInput>({
    // The schema, with zod, loads on the first check: the page is interactive without it.
    resolver: lazyZodResolver(loadPlanSchema),
    // Checked on submit, not as one leaves a field: a birth date is judged against the move
    // date, which a family fills in after the children.
    mode: 'onSubmit',
    defaultValues: plannerInputOf(props.params),
  });
  const { control } = form;
  const children = useFieldArray({ control, name: 'children' });
  const moveDate = useInput(control, 'moveDate');
  const country = useInput(control, 'countryCode');
  const city = useInput(control, 'city');
  const curriculum = useInput(control, 'curriculum');
  const budget = useInput(control, 'budget');
  const currency = useInput(control, 'currency');
  const { refusal } = props;
  useEffect(() => {
    if (refusal) applyServerError(form, refusal, Object.keys(form.getValues()));
  }, [refusal, form]);

  const onSubmit = form.handleSubmit((values) => props.onSubmit(paramsOf(values, props.params)));
  const { errors } = form.formState;
  // The rows as a whole: none, or more than a plan takes (an address can hold any number).
  const rowsError = errorText(errors.children?.root?.message ?? errors.children?.message);
  const countries = props.options?.schoolsCountByCountry.items ?? [];
  const curriculums = props.options?.curriculums ?? [];
  const currencies = props.options?.exchangeRates ?? [];

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('planner.title')}>
      <Stack gap="md">
        {children.fields.map((child, index) => (
          <ChildRow
            key={child.id}
            control={control}
            index={index}
            onRemove={children.fields.length > 1 ? () => children.remove(index) : undefined}
          />
        ))}
        {rowsError && (
          <Text c="red" size="sm" role="alert">
            {rowsError}
          </Text>
        )}
        {children.fields.length < PLANNER_MAX_CHILDREN && (
          <Button variant="light" w="fit-content" onClick={() => children.append({ birthDate: '' })}>
            {t('planner.addChild')}
          </Button>
        )}
        <Columns cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput type="date" label={t('planner.moveDate')} {...moveDate} required />
          <NativeSelect
            label={t('planner.country')}
            {...country}
            required
            data={[
              { value: '', label: t('planner.countryChoose') },
              ...countries.map((entry) => ({ value: entry._id, label: entry.name })),
            ]}
          />
          <TextInput label={t('planner.city')} {...city} maxLength={100} />
        </Columns>
        <Columns cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('planner.curriculum')}
            {...curriculum}
            data={[
              { value: '', label: t('planner.curriculumNone') },
              ...curriculums.map((entry) => ({ value: entry.slug, label: entry.name })),
            ]}
          />
          <TextInput
            type="number"
            min={0}
            label={t('planner.budget')}
            {...budget}
            // The schema takes a number, or nothing for no budget.
            onChange={(event) => {
              const typed = event.currentTarget.value.trim();
              budget.onChange(typed === '' ? undefined : Number(typed));
            }}
          />
          <NativeSelect
            label={t('planner.currency')}
            {...currency}
            value={currency.value || 'USD'}
            data={currencies.map((rate) => rate.currency)}
          />
        </Columns>
        <FormAlert code={errors.root?.server?.message} />
        <Button type="submit" w="fit-content">
          {t('planner.submit')}
        </Button>
      </Stack>
    </form>
  );
}
