/** Accreditation and membership bodies a parent looks for, as the school form offers them. */
export const ACCREDITATIONS = [
  'CIS',
  'NEASC',
  'WASC',
  'MSA',
  'Cognia',
  'COBIS',
  'BSO',
  'IB',
  'Cambridge',
  'AEFE',
  'ZfA',
  'ACSI',
  'FOBISIA',
] as const;
export type Accreditation = (typeof ACCREDITATIONS)[number];

export const SCHOOL_STATUSES = ['draft', 'published', 'archived'] as const;
export type SchoolStatus = (typeof SCHOOL_STATUSES)[number];

/** Tuition, then the one-off and extra fees international schools charge. */
export const FEE_KINDS = [
  'tuition',
  'registration',
  'deposit',
  'capital_levy',
  'debenture',
  'eal',
  'transport',
  'meals',
  'other',
] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const FEE_PERIODS = ['year', 'term', 'month', 'once'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];

/** A year's worth of a fee: three terms, ten months of school. */
export const PERIODS_PER_YEAR: Record<FeePeriod, number> = { year: 1, term: 3, month: 10, once: 1 };

/** What a rating scores besides the overall mark, each 1 to 5. */
export const RATING_DIMENSIONS = ['teaching', 'community', 'facilities', 'communication', 'value'] as const;
export type RatingDimension = (typeof RATING_DIMENSIONS)[number];

export const RATING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const GRADE_SYSTEMS = ['UK', 'US', 'FR', 'IB', 'DE'] as const;

/** How many schools the compare page shows side by side. */
export const COMPARE_MAX = 4;

/** `2026-2027`: the academic year a date falls in (a school year starts in August). */
export function academicYearOf(date: Date): string {
  const year = date.getUTCFullYear();
  const start = date.getUTCMonth() >= 7 ? year : year - 1;
  return `${start}-${start + 1}`;
}
