import { TextInput } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useErrorText } from '@/core/client/form/use-error-text';

/** A calendar date of a form, as the shared schemas take it: `2026-11-01`, or empty. */
export function DateField<Values extends FieldValues>(props: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  description?: string;
  required?: boolean;
}) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <TextInput
      {...field}
      type="date"
      value={field.value ?? ''}
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      error={errorText(fieldState.error?.message)}
    />
  );
}
