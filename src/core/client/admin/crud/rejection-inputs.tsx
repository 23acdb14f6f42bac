import { Select, Stack, Textarea } from '@mantine/core';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from '@/core/client/use-translation';
import { REJECT_CATEGORIES, REJECT_REASON_MAX, type RejectCategory } from '@/core/shared/moderation';
import { type Option, SelectField, TextField } from './form-fields';

/** The kinds of refusal, translated, for a select. */
export function useRejectCategoryOptions(): Option[] {
  const { t } = useTranslation('common');
  return REJECT_CATEGORIES.map((category) => ({
    value: category,
    label: t(`moderation.categories.${category}`),
  }));
}

/** What the author reads: the reason's label and help, which say who that is. */
export interface ReasonTexts {
  label: string;
  description?: string;
}

export interface RejectionValue {
  category: RejectCategory | null;
  reason: string;
}

export const NO_REJECTION: RejectionValue = { category: null, reason: '' };

/** Complete when it names its kind and gives a reason. */
export const rejectionComplete = (value: RejectionValue) =>
  value.category !== null && value.reason.trim() !== '';

/** The kind and the reason of a rejection in a confirmation dialog (one record or a selection). */
export function RejectionInputs(props: {
  reason: ReasonTexts;
  value: RejectionValue;
  onChange: (value: RejectionValue) => void;
}) {
  const { t } = useTranslation('common');
  const options = useRejectCategoryOptions();
  return (
    <Stack gap="sm" mb="lg">
      <Select
        label={t('moderation.category')}
        description={t('moderation.categoryHelp')}
        withAsterisk
        data={options}
        value={props.value.category}
        allowDeselect={false}
        onChange={(category) =>
          props.onChange({ ...props.value, category: (category as RejectCategory | null) ?? null })
        }
      />
      <Textarea
        label={props.reason.label}
        description={props.reason.description}
        withAsterisk
        autosize
        minRows={3}
        maxLength={REJECT_REASON_MAX}
        value={props.value.reason}
        onChange={(event) => props.onChange({ ...props.value, reason: event.currentTarget.value })}
      />
    </Stack>
  );
}

/**
 * A moderation form's rejection fields (`rejectCategory`, `rejectReason`), asked only while its
 * `status` field says `rejected`.
 */
export function RejectionFields<Values extends FieldValues>(props: {
  control: Control<Values>;
  reason: ReasonTexts;
}) {
  const { t } = useTranslation('common');
  const options = useRejectCategoryOptions();
  const status = useWatch({ control: props.control, name: 'status' as Path<Values> });
  if (status !== 'rejected') return null;
  return (
    <>
      <SelectField
        control={props.control}
        name={'rejectCategory' as Path<Values>}
        label={t('moderation.category')}
        description={t('moderation.categoryHelp')}
        required
        data={options}
      />
      <TextField
        control={props.control}
        name={'rejectReason' as Path<Values>}
        label={props.reason.label}
        description={props.reason.description}
        required
        multiline
        maxLength={REJECT_REASON_MAX}
      />
    </>
  );
}

/** What a rejected record says about its rejection: nothing while it is not rejected. */
export interface RejectedRecord {
  status: string;
  rejectCategory: string | null;
}

/**
 * A detail page's rows for a rejected record: the rejection's kind, translated, and the reason
 * under the label the page gives it. No rows for a record that is not rejected.
 */
export function useRejectionRows(): (
  record: RejectedRecord,
  reason: [string, string | null],
) => [string, string | null][] {
  const { t } = useTranslation('common');
  return (record, reason) =>
    record.status === 'rejected'
      ? [
          [
            t('moderation.category'),
            record.rejectCategory ? t(`moderation.categories.${record.rejectCategory}`) : null,
          ],
          reason,
        ]
      : [];
}
