import type { FeeInput, SchoolInput } from '../school-input';

/** `en; fr` or `en, fr` as a list, empty entries left out. */
const listOf = (text: string | undefined, normalise: (entry: string) => string) =>
  (text ?? '')
    .split(/[;,]/)
    .map((entry) => normalise(entry.trim()))
    .filter(Boolean);

/** An empty cell is no value; a number as a number; anything else is left for the schema to refuse. */
const numberOf = (text: string | undefined): unknown => {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
};

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['', 'no', 'false', '0', 'n']);
const booleanOf = (text: string | undefined): unknown => {
  const value = text?.trim().toLowerCase() ?? '';
  return YES.has(value) ? true : NO.has(value) ? false : value;
};

/**
 * The fee a file's `tuitionAmount` and `tuitionCurrency` stand for: a yearly tuition for every
 * age, in the given academic year. An export writes it, an import replaces it.
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
 * schema next. Lists are split on `;`; the tuition pair becomes one yearly fee for every age in
 * `academicYear`; an empty status leaves it as it is (a new school is a draft).
 */
export function schoolInputOfRow(row: Record<string, string>, academicYear: string): Record<string, unknown> {
  const amount = row.tuitionAmount?.trim() ?? '';
  const currency = row.tuitionCurrency?.trim() ?? '';
  const status = row.status?.trim().toLowerCase();
  const gradeSystem = row.gradeSystem?.trim().toUpperCase();
  return {
    name: row.name,
    countryCode: row.countryCode,
    city: row.city,
    address: row.address,
    website: row.website,
    email: row.email,
    phone: row.phone,
    languages: listOf(row.languages, (entry) => entry.toLowerCase()),
    accreditations: listOf(row.accreditations, (entry) => entry),
    boarding: booleanOf(row.boarding),
    ageFrom: numberOf(row.ageFrom),
    ageTo: numberOf(row.ageTo),
    ...(gradeSystem ? { gradeSystem } : {}),
    curriculums: listOf(row.curriculums, (entry) => entry.toLowerCase()),
    fees:
      amount === '' && currency === ''
        ? []
        : [
            {
              kind: 'tuition',
              ageFrom: null,
              ageTo: null,
              amount: numberOf(amount) ?? amount,
              currency,
              period: 'year',
              academicYear,
            },
          ],
    ...(status ? { status } : {}),
    fromFile: true,
  };
}

/** The columns a schools file carries; an import leaves a school's other fields as they are. */
const FILE_FIELDS = [
  'name',
  'countryCode',
  'city',
  'address',
  'website',
  'email',
  'phone',
  'languages',
  'accreditations',
  'boarding',
  'ageFrom',
  'ageTo',
  'gradeSystem',
  'curriculums',
] as const satisfies readonly (keyof SchoolInput)[];

/**
 * A school as an imported row changes it: the file's columns over its current state, and its
 * fees kept but for the file's tuition fee of `academicYear`, replaced when the row gives one.
 */
export function mergeFileRow(current: SchoolInput, row: SchoolInput, academicYear: string): SchoolInput {
  const fromRow = Object.fromEntries(FILE_FIELDS.map((field) => [field, row[field]]));
  const fees =
    row.fees.length === 0
      ? current.fees
      : [...current.fees.filter((fee) => !isFileTuition(fee, academicYear)), ...row.fees];
  return { ...current, ...fromRow, fees };
}
