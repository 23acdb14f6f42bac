import { TextInput } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useErrorText } from '@/core/client/form/use-error-text';

/**
 * A text field whose emptied value is null, as the profile form sends it: the shared rules
 * refuse a too short name, and an empty one is no name at all.
 */
export function NullableTextField<Values extends FieldValues>(props: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  autoComplete?: string;
}) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <TextInput
      label={props.label}
      name={field.name}
      ref={field.ref}
      value={field.value ?? ''}
      maxLength={50}
      autoComplete={props.autoComplete ?? 'off'}
      onBlur={field.onBlur}
      onChange={(event) =>
        field.onChange(event.currentTarget.value.trim() === '' ? null : event.currentTarget.value)
      }
      error={errorText(fieldState.error?.message)}
    />
  );
}
