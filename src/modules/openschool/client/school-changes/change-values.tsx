import { List } from '@mantine/core';
import type { ReactNode } from 'react';
import { isJsonFact, type JsonFactName } from '@/modules/openschool/shared/school-catalogue';
import type { FeeInput } from '@/modules/openschool/shared/school-input';

/** How one value of a change reads: words for yes and no, a fee on one line, names for slugs. */
export interface ChangeValueFormat {
  yes: string;
  no: string;
  feeLine: (fee: FeeInput) => string;
  /** A school's admissions and its school life, one line per intake, place, term or group of facts. */
  objectLines: Record<JsonFactName, (value: unknown) => string[]>;
  /** A list's item as people name it (a curriculum's name for its slug); the item itself if absent. */
  itemName?: (field: string, item: string) => string;
}

const EMPTY = '—';

/** A changed field's value as a reader takes it in: fees as a list, lists joined, nothing as a dash. */
export function formatChangeValue(field: string, value: unknown, format: ChangeValueFormat): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? format.yes : format.no;
  if (field === 'fees' && Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    return (
      <List size="sm" spacing={2}>
        {(value as FeeInput[]).map((fee) => {
          const line = format.feeLine(fee);
          return <List.Item key={line}>{line}</List.Item>;
        })}
      </List>
    );
  }
  if (isJsonFact(field)) {
    const lines = format.objectLines[field](value);
    if (lines.length === 0) return EMPTY;
    return (
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    );
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    return value.map((item) => format.itemName?.(field, String(item)) ?? String(item)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
