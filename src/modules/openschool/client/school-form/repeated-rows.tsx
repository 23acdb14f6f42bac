import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list of small fieldsets the form grows and shrinks: each row its legend and its remove
 * button (named with the row's number, for a screen reader), then one add button.
 */
export function RepeatedRows<Row extends { id: string }>(props: {
  title: string;
  help?: string;
  rows: readonly Row[];
  legend: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  children: (index: number) => ReactNode;
}) {
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600} size="sm">
          {props.title}
        </Text>
        {props.help && (
          <Text size="sm" c="gray.7">
            {props.help}
          </Text>
        )}
      </div>
      {props.rows.map((row, index) => (
        <Paper key={row.id} withBorder radius="md" p="sm" component="fieldset" style={{ minWidth: 0 }}>
          <Text component="legend" size="sm" fw={600} px={4}>
            {props.legend(index + 1)}
          </Text>
          {props.children(index)}
          <Group justify="flex-end" mt="xs">
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => props.onRemove(index)}>
              {props.removeLabel(index + 1)}
            </Button>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="default" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
