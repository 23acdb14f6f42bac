import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MutationOutcome } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';

/**
 * What a page opened from an emailed link shows: a spinner while its mutation runs, then
 * the success text and actions, or the translated refusal and the way out. `settled` holds the
 * refusals that are no failure (a link used already, for an account ready to use), by code:
 * shown in place of the red alert.
 */
export function LinkStatus(props: {
  result: MutationOutcome | null;
  pending: string;
  success: ReactNode;
  failure: ReactNode;
  settled?: Record<string, ReactNode>;
}) {
  const errorText = useErrorText();
  const { result } = props;
  if (!result) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{props.pending}</Text>
      </Group>
    );
  }
  if (result.success) return <Stack gap="md">{props.success}</Stack>;
  const settled = result.code ? props.settled?.[result.code] : undefined;
  if (settled) return <Stack gap="md">{settled}</Stack>;
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert">
        {errorText(result.code)}
      </Alert>
      {props.failure}
    </Stack>
  );
}
