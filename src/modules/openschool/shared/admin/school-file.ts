import { type FactCell, schoolFactEntries } from '../school-catalogue';
import type { FeeInput, SchoolInput } from '../school-input';
import { withSchoolLifeLifted } from '../school-life';

/** `en; fr` or `en, fr` as a list, empty entries left out. */
const listOf = (text: string, normalise: (entry: string) => string) =>
  text
    .split(/[;,]/)
    .map((entry) => normalise(entry.trim()))
    .filter(Boolean);

/** An empty cell is no value; a number as a number; anything else is left for the schema to refuse. */
const numberOf = (text: string): unknown => {
  const value = text.trim();
  if (value === '') return null;
  return /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(value) ? Number(value) : value;
};

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n']);
/** Yes or no; an empty cell is not known (an export writes a fact nobody gave as nothing). */
const booleanOf = (text: string): unknown => {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  return YES.has(value) ? true : NO.has(value) ? false : value;
};

/** A cell of JSON (a school's fees): its value, none when empty, or the text for the schema to refuse. */
const jsonOf = (text: string): unknown => {
  if (text.trim() === '') return [];
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** How a schools file's cell of each kind (shared/school-catalogue.ts) is read back. */
const CELL_READERS: Record<FactCell, (text: string) => unknown> = {
  text: (text) => text,
  number: numberOf,
  boolean: booleanOf,
  list: (text) => listOf(text, (entry) => entry),
  lowerList: (text) => listOf(text, (entry) => entry.toLowerCase()),
  // An empty choice keeps the school's (or the default).
  choice: (text) => text.trim().toUpperCase() || undefined,
  fees: jsonOf,
  object: (text) => (text.trim() === '' ? {} : jsonOf(text)),
};

/**
 * The fee a file's `tuitionAmount` and `tuitionCurrency` stand for: a yearly tuition for every
 * age, in the given academic year. An import replaces it with the pair's.
 */
export function isFileTuition(fee: FeeInput, academicYear: string): boolean {
  return (
    fee.kind === 'tuition' &&
    fee.ageFrom === null &&
    fee.period === 'year' &&
    fee.academicYear === academicYear
  );
}

/**
 * A schools file row (CSV or JSON, every cell a text) as the admin school input, checked by its
 * schema next. Each column the row has sets its field (lists split on `;`, `fees` a JSON list);
 * a column it lacks keeps the field of `current`, the school the row's id names (or the
 * schema's default for a new school). The shorthand pair `tuitionAmount` and `tuitionCurrency`
 * replaces the yearly tuition for every age of `academicYear`; an empty status leaves it as it
 * is (a new school is a draft). A file exported before the school life had a column of its own
 * keeps it in `admissions`: it is lifted from there.
 */
export function schoolInputOfRow(
  row: Record<string, string>,
  current: SchoolInput | null,
  academicYear: string,
): Record<string, unknown> {
  const input: Record<string, unknown> = { ...current };
  for (const [name, fact] of schoolFactEntries()) {
    const text = row[name];
    if (text === undefined) continue;
    const value = CELL_READERS[fact.cell](text);
    if (value !== undefined) input[name] = value;
  }
  if (row.admissions !== undefined && row.schoolLife === undefined) {
    Object.assign(input, withSchoolLifeLifted({ admissions: input.admissions }));
  }
  const amount = row.tuitionAmount?.trim() ?? '';
  const currency = row.tuitionCurrency?.trim() ?? '';
  if (amount !== '' || currency !== '') {
    const fees = Array.isArray(input.fees) ? (input.fees as FeeInput[]) : [];
    input.fees = [
      ...fees.filter((fee) => typeof fee !== 'object' || fee === null || !isFileTuition(fee, academicYear)),
      {
        kind: 'tuition',
        ageFrom: null,
        ageTo: null,
        amount: numberOf(amount) ?? amount,
        currency,
        period: 'year',
        academicYear,
      },
    ];
  }
  const status = row.status?.trim().toLowerCase();
  return { ...input, ...(status ? { status } : {}), fromFile: true };
}
