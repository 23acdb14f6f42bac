import type { Insertable } from 'kysely';
import { z } from 'zod';
import {
  type PublishedFactColumn,
  type PublishedFacts,
  publishedFieldOf,
  type SchoolFact,
  type SchoolFactColumn,
  type ShownFactColumn,
  type ShownFacts,
  schoolFactEntries,
  shownFactEntries,
} from '@/modules/openschool/shared/school-catalogue';
import type { FeeInput, SchoolInput } from '@/modules/openschool/shared/school-input';
import type { SchoolTable } from '../tables';

// A school's facts between the input and the school's row, as the catalogue says each is kept
// (shared/school-catalogue.ts): the columns an edit writes, and the input a row reads back as.

/**
 * The school row's columns that keep its facts, as an insert takes them. A catalogue's column the
 * table's type lacks is a type error here.
 */
export type SchoolFactColumns = Pick<Insertable<SchoolTable>, SchoolFactColumn>;

const dateText = (value: unknown) =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : typeof value === 'string'
      ? value.slice(0, 10)
      : null;

/** The school row's columns an edit writes, from the input; facts kept in their own tables are not among them. */
export function schoolColumnsOf(input: SchoolInput): SchoolFactColumns {
  const columns: Record<string, unknown> = {};
  for (const [name, { storage }] of schoolFactEntries()) {
    const value = input[name];
    if (storage.kind === 'column') columns[storage.column] = value;
    else if (storage.kind === 'date') columns[storage.column] = value ? new Date(value as string) : null;
    else if (storage.kind === 'json') columns[storage.column] = JSON.stringify(value);
  }
  // Each column is named by the catalogue and holds the checked input's value.
  return columns as SchoolFactColumns;
}

/** The fact's value when the row has none to give: its schema's default, or no value. */
function absent(fact: SchoolFact): unknown {
  const parsed = z.safeParse(fact.schema, undefined);
  return parsed.success ? parsed.data : null;
}

/**
 * A fact kept as JSON, read through its schema: JSON kept before a rule changed may no longer
 * pass it, and jsonb gives keys back in its own order (the schema's order makes equal values
 * equal as JSON).
 */
function jsonValue(fact: SchoolFact, value: unknown): unknown {
  const parsed = z.safeParse(fact.schema, typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : absent(fact);
}

function storedValue(fact: SchoolFact, row: Record<string, unknown>): unknown {
  const { storage } = fact;
  if (storage.kind === 'own') return undefined;
  const value = row[storage.column];
  if (value === undefined || value === null) return storage.kind === 'date' ? null : absent(fact);
  if (storage.kind === 'date') return dateText(value);
  return storage.kind === 'json' ? jsonValue(fact, value) : value;
}

/**
 * A school's facts as the input holds them, in the catalogue's order (a revision's snapshot is
 * written in it): from the row's columns (a column it lacks, as a row about to be inserted may,
 * takes the fact's default), and the facts kept in their own tables from `own`.
 */
export function schoolFactsOfRow(
  row: Record<string, unknown>,
  own: { curriculums: string[]; fees: FeeInput[] },
): SchoolInput {
  const facts: Record<string, unknown> = {};
  for (const [name, fact] of schoolFactEntries()) {
    facts[name] = fact.storage.kind === 'own' ? own[name as keyof typeof own] : storedValue(fact, row);
  }
  // The row was written from a checked input, and each value is read back as it was written.
  return facts as SchoolInput;
}

/**
 * An input kept before one of its facts existed (an older revision's snapshot, a proposal sent
 * then), with that fact's empty value, in the catalogue's order, its JSON facts read through
 * their schemas (as kept in jsonb, their keys reordered): compared with a newer input, a fact it
 * never had, or the same value in another order, is not a change.
 */
export function withEveryFact(input: SchoolInput): SchoolInput {
  const facts: Record<string, unknown> = {};
  for (const [name, fact] of schoolFactEntries()) {
    if (!(name in input)) facts[name] = absent(fact);
    else facts[name] = fact.storage.kind === 'json' ? jsonValue(fact, input[name]) : input[name];
  }
  return facts as SchoolInput;
}

/** The school row's columns that keep the facts every view of one school shows (`shown`). */
export const SHOWN_FACT_COLUMNS = shownFactEntries().map(
  ([, fact]) => (fact.storage as { column: ShownFactColumn }).column,
);

/** The facts every view of one school shows, from the school's row: its page, compare, the admin. */
export function shownFactsOfRow(row: Record<string, unknown>): ShownFacts {
  const facts: Record<string, unknown> = {};
  for (const [name, fact] of shownFactEntries()) facts[name] = storedValue(fact, row);
  // The row was written from a checked input, and each value is read back as it was written.
  return facts as ShownFacts;
}

const publishedEntries = schoolFactEntries().filter(([, fact]) => fact.openData);

/** The school row's columns that keep the facts the open data publishes (`openData`). */
export const PUBLISHED_FACT_COLUMNS = publishedEntries.flatMap(([, { storage }]) =>
  storage.kind === 'own' ? [] : [storage.column as PublishedFactColumn],
);

/**
 * The facts the open data publishes, under their fields' names, from the school's row, and those
 * kept in their own tables (its curriculums) from `own`.
 */
export function publishedFactsOfRow(
  row: Record<string, unknown>,
  own: { curriculums: string[] },
): PublishedFacts {
  const facts: Record<string, unknown> = {};
  for (const [name, fact] of publishedEntries) {
    facts[publishedFieldOf(name)] =
      fact.storage.kind === 'own' ? own[name as keyof typeof own] : storedValue(fact, row);
  }
  // The row was written from a checked input, and each value is read back as it was written.
  return facts as PublishedFacts;
}
