import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One field a change sets: what it was and what it becomes (JSON, as the API sends them). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * An edit's changes, one row per field: its name, its value before (red) and after (green).
 * The member who proposes an edit and the editor who reviews it see the same table.
 */
export function ChangeTable(props: {
  changes: readonly FieldChange[];
  /** Translated: the table's caption, and its three column headers. */
  caption: string;
  headers: [field: string, before: string, after: string];
  labelOf: (field: string) => string;
  valueOf: (field: string, value: unknown) => ReactNode;
}) {
  const [field, before, after] = props.headers;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" captionSide="top" data-testid="change-table">
        <Table.Caption>{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="20%">
              {field}
            </Table.Th>
            <Table.Th scope="col">{before}</Table.Th>
            <Table.Th scope="col">{after}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={600}>
                {props.labelOf(change.field)}
              </Table.Th>
              <Table.Td bg="red.0">
                <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                  {props.valueOf(change.field, change.before)}
                </Text>
              </Table.Td>
              <Table.Td bg="green.0">
                <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                  {props.valueOf(change.field, change.after)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
