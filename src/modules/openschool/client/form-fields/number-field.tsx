import { NumberInput } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useErrorText } from '@/core/client/form/use-error-text';

/**
 * A number of a form, null while empty (as the shared schemas take it). `decimals` limits what
 * can be typed: 0 for ages and years, a currency's minor digits for an amount.
 */
export function NumberField<Values extends FieldValues>(props: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  description?: string;
  required?: boolean;
  decimals?: number;
  min?: number;
  max?: number;
  /** Groups thousands (amounts), which a year must not be. */
  grouped?: boolean;
}) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <NumberInput
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      name={field.name}
      ref={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
      decimalScale={props.decimals ?? 0}
      min={props.min}
      max={props.max}
      allowNegative={false}
      thousandSeparator={props.grouped ? ' ' : undefined}
      error={errorText(fieldState.error?.message)}
    />
  );
}
