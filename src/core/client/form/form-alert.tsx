import { Alert } from '@mantine/core';
import { useErrorText } from './use-error-text';

/** The form-level error of a refused submit (no field to mark), translated. */
export function FormAlert(props: { code: string | undefined }) {
  const errorText = useErrorText();
  const message = errorText(props.code);
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
