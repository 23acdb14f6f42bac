import { countryByCode } from '@/core/server/countries/countries';
import { type FieldError, fieldErrorsOf } from '@/core/server/validation';
import { type SchoolInput, schoolInputSchema } from '@/modules/openschool/shared/school-input';
import type { ImportedField, ImportRecord, ImportWarning } from '../reading/import-record';

/** The fields a record must have right: without them there is no school. */
const REQUIRED: readonly ImportedField[] = ['name', 'countryCode', 'city'];

const shown = (value: unknown) => (Array.isArray(value) ? value.join('; ') : String(value)).slice(0, 120);

const isGiven = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The record's curriculums, from its programmes as read (the operator's mapping, the site's names). */
export type ProgrammeReader = (programme: string) => readonly string[] | null;

export interface CheckedRecord {
  /** The school the record makes, with the schema's defaults for what it does not say; null when refused. */
  input: SchoolInput | null;
  /** The fields the record gives a valid value for. */
  given: ImportedField[];
  warnings: ImportWarning[];
  /** Why the record cannot be a school: its name, country or city. */
  errors: FieldError[];
}

/**
 * Checks a record's values field by field with the school's own schema. A bad optional cell
 * (two emails in one, a website that is not one, a programme no curriculum matches, one
 * coordinate without the other) is left out with a warning and the rest of the record kept; a
 * bad name, country or city refuses the record.
 */
export function checkRecord(record: ImportRecord, readProgramme: ProgrammeReader): CheckedRecord {
  const warnings: ImportWarning[] = [...record.warnings];
  const values: Partial<Record<ImportedField, unknown>> = { ...record.values };
  if (record.programmes.length > 0) {
    const slugs = new Set<string>(Array.isArray(values.curriculums) ? values.curriculums : []);
    for (const programme of record.programmes) {
      const read = readProgramme(programme);
      if (read === null) warnings.push({ field: 'curriculums', code: 'programme.unknown', value: programme });
      else for (const slug of read) slugs.add(slug);
    }
    values.curriculums = [...slugs].slice(0, 12);
  }
  const shape = schoolInputSchema.shape;
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(values) as [ImportedField, unknown][]) {
    if (!isGiven(value)) {
      delete values[field];
      continue;
    }
    const checked = shape[field].safeParse(value);
    if (checked.success) {
      values[field] = checked.data;
      continue;
    }
    const code = checked.error.issues[0]?.message ?? 'field.invalid';
    if (REQUIRED.includes(field)) errors.push({ field, code });
    else {
      warnings.push({ field, code, value: shown(value) });
      delete values[field];
    }
  }
  if (isGiven(values.countryCode) && !countryByCode(String(values.countryCode))) {
    errors.push({ field: 'countryCode', code: 'country.invalid' });
  }
  if (isGiven(values.latitude) !== isGiven(values.longitude)) {
    const [field, value] = isGiven(values.latitude)
      ? ['latitude', values.latitude]
      : ['longitude', values.longitude];
    warnings.push({ field, code: 'coordinates.incomplete', value: shown(value) });
    delete values.latitude;
    delete values.longitude;
  }
  if (errors.length > 0) return { input: null, given: [], warnings, errors };
  const parsed = schoolInputSchema.safeParse(values);
  if (!parsed.success) return { input: null, given: [], warnings, errors: fieldErrorsOf(parsed.error) };
  return { input: parsed.data, given: Object.keys(values) as ImportedField[], warnings, errors };
}
