import { Select } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';

const CHOICES = { yes: true, no: false, unknown: null } as const;
type Choice = keyof typeof CHOICES;

const choiceOf = (value: unknown): Choice => (value === true ? 'yes' : value === false ? 'no' : 'unknown');

/**
 * Whether the school takes boarders: yes, no, or not known (null), which a school nobody
 * described keeps rather than "day school" by default (decision 078).
 */
export function BoardingField<Values extends FieldValues>(props: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
}) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <Select
      label={props.label}
      name={field.name}
      ref={field.ref}
      value={choiceOf(field.value)}
      onBlur={field.onBlur}
      onChange={(value) => field.onChange(CHOICES[(value ?? 'unknown') as Choice])}
      data={(Object.keys(CHOICES) as Choice[]).map((choice) => ({
        value: choice,
        label: t(`form.boarding.${choice}`),
      }))}
      allowDeselect={false}
      error={errorText(fieldState.error?.message)}
    />
  );
}
