import { Button, Group, Rating, Text } from '@mantine/core';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';

/**
 * A mark from 1 to 5 as stars, a radio group named by its legend. Optional marks can be
 * cleared (null: not given); the overall mark cannot.
 */
export function MarkInput<Values extends FieldValues>(props: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  required?: boolean;
  size?: string;
}) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const errorId = useId();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const error = errorText(fieldState.error?.message);
  const value = typeof field.value === 'number' ? field.value : 0;
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      aria-describedby={error ? errorId : undefined}
    >
      <Text component="legend" size="sm" fw={500} p={0} mb={4}>
        {props.label}
        {props.required && (
          <Text span c="red.8" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      <Group gap="sm" wrap="wrap" align="center">
        <Rating
          name={field.name}
          value={value}
          size={props.size ?? 'md'}
          onChange={(mark) => {
            field.onChange(mark);
            field.onBlur();
          }}
          getSymbolLabel={(index) => t('ratings.stars', { count: index })}
        />
        {!props.required && value > 0 && (
          <Button variant="subtle" size="compact-xs" color="gray" onClick={() => field.onChange(null)}>
            {t('ratings.form.clear', { dimension: props.label })}
          </Button>
        )}
      </Group>
      {error && (
        <Text id={errorId} size="xs" c="red.8" mt={4}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
