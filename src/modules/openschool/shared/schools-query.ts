export const SCHOOL_SORTS = [
  '-updatedAt',
  'updatedAt',
  'name',
  '-name',
  'avgFees',
  '-avgFees',
  '-rating',
] as const;
export type SchoolSort = (typeof SCHOOL_SORTS)[number];

/**
 * What a budget bounds once a child's age or school year is given: that year's tuition, or the
 * first year's total with the one-off fees (registration, deposit…). Without an age, the average.
 */
export const FEE_BASES = ['tuition', 'firstYear'] as const;
export type FeeBasis = (typeof FEE_BASES)[number];

export const SCHOOLS_MAX_LIMIT = 100;

/** How many values a list filter (curriculums, languages, accreditations) may hold. */
export const FILTER_MAX_VALUES = 20;

/** Fee bounds are in a currency's main unit; the largest covers a year in any currency. */
export const FEE_BOUND_MAX = 1_000_000_000_000;

/** Languages of instruction the list's filter offers: the most taught in international schools. */
export const INSTRUCTION_LANGUAGES = [
  'en',
  'fr',
  'de',
  'es',
  'zh',
  'ar',
  'it',
  'pt',
  'nl',
  'ja',
  'ko',
  'ru',
  'he',
  'tr',
  'hi',
  'sv',
  'pl',
  'el',
] as const;

export interface ParsedSort {
  field: 'updatedAt' | 'name' | 'avgFees' | 'rating';
  direction: 'asc' | 'desc';
}

/** `-updatedAt` → most recent first; a leading '-' means descending. */
export function parseSort(sort: SchoolSort): ParsedSort {
  const descending = sort.startsWith('-');
  return {
    field: (descending ? sort.slice(1) : sort) as ParsedSort['field'],
    direction: descending ? 'desc' : 'asc',
  };
}
