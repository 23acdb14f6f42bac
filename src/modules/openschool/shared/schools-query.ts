import { z } from 'zod';
import { ACCREDITATIONS, GRADE_SYSTEMS } from './directory-constants';
import { familyChildrenSchema, familyMoveSchema, refineFamily } from './family';

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
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'country.invalid');

/** `UK-Y7`, `US-G6`, `FR-6E`: a grade of one of the systems, `{system}-{code}`. */
export const gradeKeySchema = z
  .string('grade.invalid')
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^(${GRADE_SYSTEMS.join('|')})-[A-Z0-9]{1,6}$`), 'grade.invalid');

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
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,60}$/, 'curriculum.invalid');

/** A language of instruction, ISO 639-1 (`en`). */
export const languageCodeSchema = z
  .string('language.invalid')
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'language.invalid');

export const accreditationSchema = z.enum(ACCREDITATIONS, 'accreditation.invalid');

const emptyToUndefined = (text: string | undefined) => text || undefined;

/** Several values of one filter, any of which a school may have; duplicates dropped, none: no filter. */
const anyOf = <T extends z.ZodType<string>>(item: T, code: string) =>
  z
    .array(item, code)
    .max(FILTER_MAX_VALUES, code)
    .optional()
    .transform((values) => (values?.length ? [...new Set(values)] : undefined));

const feeBound = z.number('fee.invalid').min(0, 'fee.invalid').max(FEE_BOUND_MAX, 'fee.invalid').optional();

/**
 * Arguments of the `schools` query: the home page asks page 1, limit 10, sort -updatedAt.
 * Filters combine (a school must pass each); a list filter passes a school that has any of its
 * values. Whether a curriculum, grade or currency exists is checked on the server.
 */
export const schoolsQueryInputSchema = z
  .object({
    page: z.number().int('page.invalid').min(1, 'page.invalid').max(100_000, 'page.invalid').default(1),
    limit: z
      .number()
      .int('limit.invalid')
      .min(1, 'limit.invalid')
      .max(SCHOOLS_MAX_LIMIT, 'limit.invalid')
      .default(10),
    sort: z.enum(SCHOOL_SORTS, 'sort.invalid').default('-updatedAt'),
    /** Words searched in names, cities and country names, accents and case ignored. */
    q: z.string().trim().max(100, 'q.too.long').optional().transform(emptyToUndefined),
    /** Only the schools of this country. */
    country: countryCodeSchema.optional(),
    /** Only the schools of this city (accents and case ignored). */
    city: z.string().trim().max(100, 'city.too.long').optional().transform(emptyToUndefined),
    /** Curriculum slugs (`ib-dp`). */
    curriculums: anyOf(curriculumSlugSchema, 'curriculum.invalid'),
    /** Languages of instruction, ISO 639-1. */
    languages: anyOf(languageCodeSchema, 'language.invalid'),
    accreditations: anyOf(accreditationSchema, 'accreditation.invalid'),
    /** A child's age at the start of the school year: schools teaching that age. */
    age: z.number().int('age.invalid').min(2, 'age.invalid').max(19, 'age.invalid').optional(),
    /** A school year of one system, standing for the age a child starts it. */
    grade: gradeKeySchema.optional(),
    /**
     * A family: each child's birth date (`2014-09-01`, placed by each system's cut-off, as the
     * planner places it) or age at the start of the school year (`7`). Schools teaching every
     * child's year; the fee bounds and sort then read the family's first-year total.
     */
    children: familyChildrenSchema.optional(),
    /** With children: the day they are placed for (the move); default today. */
    move: familyMoveSchema.optional(),
    boarding: z.boolean('boarding.invalid').optional(),
    /** With an age, a grade or children: only the schools that say that school year has places open. */
    places: z.boolean('places.invalid').optional(),
    /** Only the schools with learning support (SEN) for mild needs or a specialist team. */
    learningSupport: z.boolean('learningSupport.invalid').optional(),
    /** ISO-4217 code of the fee bounds and of the second price shown; default US dollars. */
    currency: z
      .string('currency.invalid')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'currency.invalid')
      .optional(),
    /**
     * Yearly fee at least / at most this, in the currency's main unit: the average, or with an
     * age or a grade that year's fee (see `basis`).
     */
    feeMin: feeBound,
    feeMax: feeBound,
    /** With an age or a grade: what the fee bounds and the fee sort read. Default `tuition`. */
    basis: z.enum(FEE_BASES, 'basis.invalid').default('tuition'),
  })
  .superRefine((query, context) => {
    if (query.feeMin !== undefined && query.feeMax !== undefined && query.feeMin > query.feeMax) {
      context.addIssue({ code: 'custom', message: 'fee.range.invalid', path: ['feeMax'] });
    }
    if (query.age !== undefined && query.grade !== undefined) {
      context.addIssue({ code: 'custom', message: 'grade.conflict', path: ['grade'] });
    }
    if (query.children && (query.age !== undefined || query.grade !== undefined)) {
      context.addIssue({ code: 'custom', message: 'grade.conflict', path: ['children'] });
    }
    refineFamily(query, context);
    if (query.places && query.age === undefined && query.grade === undefined && !query.children) {
      context.addIssue({ code: 'custom', message: 'places.age.required', path: ['places'] });
    }
  });

export type SchoolsQueryInput = z.input<typeof schoolsQueryInputSchema>;
export type SchoolsQuery = z.output<typeof schoolsQueryInputSchema>;

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
