import type { FeeInput, SchoolInput } from '../school-input';

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

/** How each column of a schools file is read back into the school's field of the same name. */
const COLUMN_READERS = {
  name: (text) => text,
  countryCode: (text) => text,
  city: (text) => text,
  address: (text) => text,
  latitude: numberOf,
  longitude: numberOf,
  website: (text) => text,
  email: (text) => text,
  phone: (text) => text,
  description: (text) => text,
  languages: (text) => listOf(text, (entry) => entry.toLowerCase()),
  accreditations: (text) => listOf(text, (entry) => entry),
  boarding: booleanOf,
  foundedYear: numberOf,
  studentCount: numberOf,
  avgClassSize: numberOf,
  ageFrom: numberOf,
  ageTo: numberOf,
  gradeSystem: (text) => text.trim().toUpperCase() || undefined,
  curriculums: (text) => listOf(text, (entry) => entry.toLowerCase()),
  fees: jsonOf,
  lastVerifiedAt: (text) => text,
  verifiedSource: (text) => text,
  admissions: (text) => (text.trim() === '' ? {} : jsonOf(text)),
} satisfies Record<keyof SchoolInput, (text: string) => unknown>;

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
 * is (a new school is a draft).
 */
export function schoolInputOfRow(
  row: Record<string, string>,
  current: SchoolInput | null,
  academicYear: string,
): Record<string, unknown> {
  const input: Record<string, unknown> = { ...current };
  for (const [column, read] of Object.entries(COLUMN_READERS) as [string, (text: string) => unknown][]) {
    const text = row[column];
    if (text === undefined) continue;
    const value = read(text);
    // An empty grade system keeps the school's (or the default).
    if (value !== undefined) input[column] = value;
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
