import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import {
  DISPUTE_CHOICES,
  type DisputeFactFormValues,
  type DisputeFactInput,
  disputeFactInputSchema,
  factKindOf,
} from '@/modules/openschool/shared/fact-confirmation';
import type { CheckedFact } from './checked-fact';
import { DISPUTE_SCHOOL_FACT } from './confirmations.query';

/** The labels of a list's values: places, EAL and SEN levels, as the admissions tab names them. */
const CHOICE_LABELS: Record<string, string> = {
  places: 'admissions.placeStatus',
  eal: 'schoolLife.ealLevel',
  sen: 'schoolLife.senLevel',
};

/** The correction form in its dialog, open while it is shown. */
export function DisputeDialog(props: { schoolId: string; fact: CheckedFact; onClose: () => void }) {
  const { t } = useTranslation('openschool');
  return (
    <Modal opened onClose={props.onClose} title={t('confirmations.disputeTitle')}>
      <DisputeForm schoolId={props.schoolId} fact={props.fact} onDone={props.onClose} />
    </Modal>
  );
}

/**
 * A member's correction of one fact: the right value and how they know it. It is sent as a
 * proposed change of the school, which a moderator approves or rejects.
 */
export function DisputeForm(props: { schoolId: string; fact: CheckedFact; onDone: () => void }) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const [sent, setSent] = useState(false);
  const kind = factKindOf(props.fact.fact);
  const choices = DISPUTE_CHOICES[kind];
  const form = useForm<DisputeFactFormValues, unknown, DisputeFactInput>({
    resolver: zodResolver(disputeFactInputSchema),
    mode: 'onTouched',
    defaultValues: { fact: props.fact.fact, value: choices?.[0] ?? '', source: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runMutation(client, DISPUTE_SCHOOL_FACT, {
      schoolId: props.schoolId,
      input: values,
    });
    if (result.success) return setSent(true);
    applyServerError(form, result, ['value', 'source']);
  });
  if (sent) {
    return (
      <Stack gap="sm">
        <Alert color="green" role="status">
          {t('confirmations.sent')}
        </Alert>
        <Button variant="default" onClick={props.onDone}>
          {t('confirmations.close')}
        </Button>
      </Stack>
    );
  }
  const valueError = errorText(form.formState.errors.value?.message);
  const valueLabel = t(`confirmations.value.${kind}`, { currency: props.fact.currency ?? '' });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('confirmations.disputeTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('confirmations.disputeIntro')}</Text>
        <Text size="sm" fw={500}>
          {t('confirmations.current', { fact: props.fact.label, value: props.fact.shown })}
        </Text>
        {choices ? (
          <NativeSelect
            label={valueLabel}
            data={choices.map((value) => ({ value, label: t(`${CHOICE_LABELS[kind]}.${value}`) }))}
            error={valueError}
            {...form.register('value')}
          />
        ) : (
          <TextInput
            label={valueLabel}
            type={kind === 'deadline' ? 'date' : 'text'}
            inputMode={kind === 'fees' ? 'decimal' : undefined}
            required
            error={valueError}
            {...form.register('value')}
          />
        )}
        <TextInput
          label={t('confirmations.source')}
          error={errorText(form.formState.errors.source?.message)}
          {...form.register('source')}
        />
        <FormAlert code={form.formState.errors.root?.server?.message} />
        <Group gap="sm">
          <Button type="submit" loading={form.formState.isSubmitting} autoContrast>
            {t('confirmations.send')}
          </Button>
          <Button variant="default" onClick={props.onDone}>
            {t('confirmations.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
