import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import type { ImportedField } from '../reading/import-record';
import type { FieldSource } from '../school-field-source-repository';

/** A field the record gives that the import does not write, and why. */
export interface KeptField {
  field: ImportedField;
  /**
   * `person`: a person set the school's value; `otherDataset`: it came from another dataset (or
   * another record of this one); `private`: the dataset's licence keeps its facts off the site.
   */
  because: 'person' | 'otherDataset' | 'private';
  /** What the record says instead, shortened. */
  value: string;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A website as it is compared: `http://sis.edu.hk/` and `https://www.sis.edu.hk` are one. */
const siteKey = (value: unknown) =>
  typeof value === 'string'
    ? value
        .toLowerCase()
        .replace(/^https?:\/\/(www\.)?/, '')
        .replace(/\/+$/, '')
    : value;
/** A phone line as it is compared: with or without its country code and spaces. */
const phoneKey = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '').slice(-8) : value);

/** Whether two values of a field say the same, as people write it differently. */
function same(field: ImportedField, a: unknown, b: unknown): boolean {
  if (field === 'website') return siteKey(a) === siteKey(b);
  if (field === 'phone') return phoneKey(a) === phoneKey(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

const shown = (value: unknown) => (Array.isArray(value) ? value.join('; ') : String(value)).slice(0, 120);

/**
 * What an import writes into an existing school (decision 079): a field the school leaves empty,
 * or one still holding the value this same record of this same dataset gave before (the
 * dataset's update of its own fact). Any other value stays — a person's, another dataset's, or
 * this dataset's for another record — and the record's differing value is reported as kept. A
 * school's name is never empty, so another dataset never renames it. Coordinates go as a pair.
 * A dataset whose licence keeps its facts private writes nothing.
 */
export function fieldsToWrite(
  current: SchoolInput,
  sources: ReadonlyMap<string, FieldSource>,
  given: readonly ImportedField[],
  record: { input: SchoolInput; from: FieldSource; private: boolean },
): { fields: ImportedField[]; kept: KeptField[] } {
  const fields: ImportedField[] = [];
  const kept: KeptField[] = [];
  const ownRecord = (field: ImportedField) => {
    const source = sources.get(field);
    return (
      source !== undefined &&
      source.source === record.from.source &&
      record.from.reference !== null &&
      source.reference === record.from.reference
    );
  };
  const decide = (group: ImportedField[]) => {
    if (group.every((field) => same(field, current[field], record.input[field]))) return;
    const value = group.map((field) => shown(record.input[field])).join(', ');
    const first = group[0]!;
    if (record.private) kept.push({ field: first, because: 'private', value });
    else if (group.every((field) => isEmpty(current[field])) || group.every(ownRecord)) fields.push(...group);
    else kept.push({ field: first, because: sources.has(first) ? 'otherDataset' : 'person', value });
  };
  for (const field of given) {
    if (field === 'longitude') continue;
    decide(field === 'latitude' ? ['latitude', 'longitude'] : [field]);
  }
  return { fields, kept };
}
