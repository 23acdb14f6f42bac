import { MultiSelect, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useErrorText } from '@/core/client/form/use-error-text';

interface FieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  /** Translated. */
  label: string;
  description?: string;
  required?: boolean;
}

/** The field's state with its error translated (shown once touched or after a submit). */
function useField<Values extends FieldValues>(props: FieldProps<Values>) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return {
    field,
    common: {
      label: props.label,
      description: props.description,
      withAsterisk: props.required,
      error: errorText(fieldState.error?.message),
    },
  };
}

export function TextField<Values extends FieldValues>(
  props: FieldProps<Values> & {
    type?: 'text' | 'email' | 'url' | 'number';
    maxLength?: number;
    multiline?: boolean;
  },
) {
  const { field, common } = useField(props);
  const value = field.value ?? '';
  if (props.multiline) {
    return (
      <Textarea
        {...common}
        {...field}
        value={value}
        autosize
        minRows={2}
        maxRows={10}
        maxLength={props.maxLength}
      />
    );
  }
  return (
    <TextInput {...common} {...field} value={value} type={props.type ?? 'text'} maxLength={props.maxLength} />
  );
}

export function SwitchField<Values extends FieldValues>(props: FieldProps<Values>) {
  const { field, common } = useField(props);
  return (
    <Switch
      label={common.label}
      description={common.description}
      error={common.error}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField<Values extends FieldValues>(
  props: FieldProps<Values> & { data: Option[]; clearable?: boolean },
) {
  const { field, common } = useField(props);
  return (
    <Select
      {...common}
      {...field}
      value={field.value ?? null}
      data={props.data}
      searchable
      clearable={props.clearable}
      allowDeselect={props.clearable ?? false}
    />
  );
}

export function MultiSelectField<Values extends FieldValues>(props: FieldProps<Values> & { data: Option[] }) {
  const { field, common } = useField(props);
  return (
    <MultiSelect {...common} {...field} value={field.value ?? []} data={props.data} searchable clearable />
  );
}

/**
 * The first message in a field's errors, however deep: a list field (`permissions`) holds its
 * own error or one per entry (`permissions.3`).
 */
export function firstErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  // `ref` is the input element: never a message, and a maze of properties.
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'ref' && value && typeof value === 'object') {
      const found = firstErrorCode(value);
      if (found) return found;
    }
  }
  return undefined;
}
