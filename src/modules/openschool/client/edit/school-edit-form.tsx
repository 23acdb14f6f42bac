import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { runMutation } from '@/core/client/form/run-mutation';
import { useUnsavedChanges } from '@/core/client/form/use-unsaved-changes';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import {
  type SchoolEditFormValues,
  type SchoolEditInput,
  schoolEditInputSchema,
} from '@/modules/openschool/shared/school-edit';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import { SchoolFormFields } from '../school-form/school-form-fields';
import { formValuesOf } from '../school-form/school-form-values';
import { type EditOutcomeView, type SchoolEditFormView, SUBMIT_SCHOOL_EDIT } from './school-edit.query';

/**
 * The school form, checked by the shared schema as one types; the server's refusals are marked
 * on their fields, and an edit of a school changed meanwhile is refused with a way to reload it.
 */
export function SchoolEditForm(props: {
  form: SchoolEditFormView;
  /** The school's values (`form.school.input`, read); null for a new school. */
  input: SchoolInput | null;
  onDone: (outcome: EditOutcomeView) => void;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('openschool');
  const client = useGraphQLClient();
  const school = props.form.school;
  const [conflict, setConflict] = useState(false);
  const form = useForm<SchoolEditFormValues, unknown, SchoolEditInput>({
    // The schema's output, what the server parses again, is sent; the form keeps what was typed.
    resolver: zodResolver(schoolEditInputSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(props.input),
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  // Once saved, the page shows the outcome instead of the form, and nothing is lost.
  const leaveDialog = useUnsavedChanges(isDirty, 'openschool:edit.leave');

  const onSubmit = form.handleSubmit(async (values) => {
    setConflict(false);
    const result = await runMutation(client, SUBMIT_SCHOOL_EDIT, {
      id: school?._id ?? null,
      version: school?.version ?? null,
      input: values,
    });
    if (result.success && result.item) return props.onDone(result.item);
    if (result.code === 'record.conflict') return setConflict(true);
    applyServerError(form, result, Object.keys(form.getValues()));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xl">
        <SchoolFormFields control={form.control} choices={props.form} publishes={props.form.canPublish} />
        {conflict && (
          <Alert color="orange" role="alert" title={t('edit.conflict.title')}>
            <Stack gap="xs" align="flex-start">
              {t('edit.conflict.text')}
              <Button size="xs" variant="white" color="orange" onClick={() => void props.onReload()}>
                {t('edit.conflict.reload')}
              </Button>
            </Stack>
          </Alert>
        )}
        <FormAlert code={errors.root?.server?.message} />
        <Group justify="space-between">
          <Anchor component={Link} to={school ? `/schools/${school.countrySlug}/${school._id}` : '/schools'}>
            {t('edit.cancel')}
          </Anchor>
          <Button type="submit" loading={isSubmitting} autoContrast>
            {props.form.canPublish ? t('edit.submit.save') : t('edit.submit.propose')}
          </Button>
        </Group>
      </Stack>
      {leaveDialog}
    </form>
  );
}
