import { z } from 'zod/mini';
import { ACCREDITATIONS, GRADE_SYSTEMS } from './directory-constants';

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

/**
 * An ISO-3166 alpha-2 code, upper-cased. Whether such a country exists is checked on the server,
 * which holds the country list (the browser never needs it: it sends codes the server gave it).
 */
export const countryCodeSchema = z
  .string('country.invalid')
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'country.invalid'));

/** `UK-Y7`, `US-G6`, `FR-6E`: a grade of one of the systems, `{system}-{code}`. */
export const gradeKeySchema = z
  .string('grade.invalid')
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(new RegExp(`^(${GRADE_SYSTEMS.join('|')})-[A-Z0-9]{1,6}$`), 'grade.invalid'),
  );

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

/** A curriculum's slug (`ib-dp`); whether it exists is checked on the server. */
export const curriculumSlugSchema = z
  .string('curriculum.invalid')
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]{1,60}$/, 'curriculum.invalid'));

/** A language of instruction, ISO 639-1 (`en`). */
export const languageCodeSchema = z
  .string('language.invalid')
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{2}$/, 'language.invalid'));

export const accreditationSchema = z.enum(ACCREDITATIONS, 'accreditation.invalid');

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
