import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ResultOf } from 'gql.tada';
import { useController, useForm } from 'react-hook-form';
import { notifyAdmin } from '@/core/client/admin/crud/admin-notify';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import {
  type GradeSystemFormValues,
  type GradeSystemInput,
  gradeSystemInputSchema,
} from '@/modules/openschool/shared/planner/grade-system-input';

const ADMIN_GRADE_SYSTEMS = adminGraphql(`
  query AdminGradeSystems { adminGradeSystems { system cutoffMonth cutoffDay cutoffVaries sourceUrl } }
`);
const ADMIN_UPDATE_GRADE_SYSTEM = adminGraphql(`
  mutation AdminUpdateGradeSystem($system: String!, $input: JSON!) {
    result: adminUpdateGradeSystem(system: $system, input: $input) { success code field fieldErrors { field code } }
  }
`);

type GradeSystemItem = ResultOf<typeof ADMIN_GRADE_SYSTEMS>['adminGradeSystems'][number];

/** The form's values of a cut-off, as stored or as just saved: no source is an empty input. */
const formValuesOf = (cutoff: Omit<GradeSystemItem, 'system'>): GradeSystemFormValues => ({
  cutoffMonth: cutoff.cutoffMonth,
  cutoffDay: cutoff.cutoffDay,
  cutoffVaries: cutoff.cutoffVaries,
  sourceUrl: cutoff.sourceUrl ?? '',
});

/**
 * A grade system's cut-off, shown with each of its school years: the day by which a child must
 * have reached the year's age, what the relocation planner places children by. Holders of
 * SchoolGrade:update edit it here, for every year of the system at once.
 */
export function GradeSystemCutoff(props: { system: string }) {
  const { data, refetch } = useQuery(ADMIN_GRADE_SYSTEMS);
  const current = data?.adminGradeSystems.find((entry) => entry.system === props.system);
  if (!current) return null;
  return <CutoffForm current={current} onSaved={() => refetch()} />;
}

function CutoffForm(props: { current: GradeSystemItem; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { can } = useCurrentUser();
  const { current } = props;
  const form = useForm<GradeSystemFormValues, unknown, GradeSystemInput>({
    resolver: zodResolver(gradeSystemInputSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(current),
  });
  const { control } = form;
  // The day is checked against the month (no 30 February).
  const month = useController({ control, name: 'cutoffMonth', rules: { deps: ['cutoffDay'] } });
  const day = useController({ control, name: 'cutoffDay' });
  const varies = useController({ control, name: 'cutoffVaries' });
  const source = useController({ control, name: 'sourceUrl' });
  const { errors, isDirty, isSubmitting } = form.formState;
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: format.date(new Date(Date.UTC(2024, index, 1)), 'monthName'),
  }));
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runMutation(client, ADMIN_UPDATE_GRADE_SYSTEM, {
      system: current.system,
      input: values,
    });
    if (!result.success) return applyServerError(form, result, Object.keys(values));
    form.reset(formValuesOf(values));
    notifyAdmin('success', t('grades.cutoff.saved'));
    await props.onSaved();
  });
  const editable = can('SchoolGrade:update');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="grade-cutoff">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="grade-cutoff">
            {t('grades.cutoff.title')}
          </Title>
          <Text size="sm">{t('grades.cutoff.help')}</Text>
          <FormAlert code={errors.root?.server?.message} />
          <Group align="flex-end">
            <NativeSelect
              label={t('grades.cutoff.month')}
              {...month.field}
              value={String(month.field.value)}
              data={months}
              disabled={!editable}
              onChange={(event) => month.field.onChange(Number(event.currentTarget.value))}
            />
            <NumberInput
              label={t('grades.cutoff.day')}
              {...day.field}
              min={1}
              max={31}
              disabled={!editable}
              error={errorText(day.fieldState.error?.message)}
              onChange={(value) => day.field.onChange(Number(value))}
            />
          </Group>
          <Checkbox
            label={t('grades.cutoff.varies')}
            name={varies.field.name}
            ref={varies.field.ref}
            onBlur={varies.field.onBlur}
            checked={varies.field.value}
            disabled={!editable}
            onChange={(event) => varies.field.onChange(event.currentTarget.checked)}
          />
          <TextInput
            label={t('grades.cutoff.source')}
            {...source.field}
            value={String(source.field.value ?? '')}
            disabled={!editable}
            error={errorText(source.fieldState.error?.message)}
          />
          {current.sourceUrl && (
            <Anchor href={current.sourceUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {current.sourceUrl}
            </Anchor>
          )}
          {editable && (
            <Button type="submit" w="fit-content" disabled={!isDirty} loading={isSubmitting}>
              {t('grades.cutoff.save')}
            </Button>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
