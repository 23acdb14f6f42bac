import { z } from 'zod/mini';
import { ACCREDITATIONS, GRADE_SYSTEMS } from './directory-constants';

/*
 * How the codes a school list, a school and the API name things by are checked: a country, a
 * grade, a curriculum, a language, an accreditation. Apart from the lists' constants
 * (`schools-query.ts`), which a list's page reads without loading zod.
 */

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

/** A curriculum's slug (`ib-dp`); whether it exists is checked on the server. */
export const curriculumSlugSchema = z
  .string('curriculum.invalid')
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]{1,60}$/, 'curriculum.invalid'));

/** A language of instruction, ISO 639-1 (`en`). */
export const languageCodeSchema = z
  .string('language.invalid')
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{2}$/, 'language.invalid'));

export const accreditationSchema = z.enum(ACCREDITATIONS, 'accreditation.invalid');
