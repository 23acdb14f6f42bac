import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A two-column table of labelled values, named by its section heading, with row headers for screen readers. */
export function KeyValueTable(props: { labelledBy: string; rows: [string, ReactNode][] }) {
  return (
    <Table striped withTableBorder aria-labelledby={props.labelledBy}>
      <Table.Tbody>
        {props.rows.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" w="35%">
              {key}
            </Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
