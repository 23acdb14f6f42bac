import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of the school form's fields, a landmark of its own. */
export function FormSection(props: { id: string; title: string; help?: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={props.id}>
      <div>
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.help && (
          <Text size="sm" c="gray.7">
            {props.help}
          </Text>
        )}
      </div>
      {props.children}
    </Stack>
  );
}
