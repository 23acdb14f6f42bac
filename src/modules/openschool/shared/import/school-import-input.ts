import { z } from 'zod';

/** The files an import reads: an OpenStreetMap GeoJSON extract, or a curriculum body's CSV list. */
export const SCHOOL_IMPORT_FORMATS = ['osm', 'csv'] as const;
export type SchoolImportFormat = (typeof SCHOOL_IMPORT_FORMATS)[number];

/**
 * What an import request GraphQL carries: requests stop at 1 MiB, which holds a few thousand
 * OpenStreetMap features; a larger extract is split by region (decision 072).
 */
export const SCHOOL_IMPORT_MAX_CHARS = 1_000_000;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An import's request, checked by the admin page and the server alike. */
export const schoolImportInputSchema = z.object({
  format: z.enum(SCHOOL_IMPORT_FORMATS, 'import.format.invalid'),
  /** The file's name: a school list's dataset is named after it (`ib-schools.csv` → `csv:ib-schools`). */
  fileName: z.string('field.required').trim().min(1, 'field.required').max(200, 'field.too.long'),
  content: z.string('import.empty').min(1, 'import.empty').max(SCHOOL_IMPORT_MAX_CHARS, 'import.too.large'),
  /** The extract's country, for features without `addr:country`: said by the admin, never guessed. */
  countryCode: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'country.invalid')
      .optional(),
  ),
  /** The school list's licence (an SPDX id such as `CC-BY-4.0`); OpenStreetMap's is always ODbL. */
  licence: z.preprocess(blankToUndefined, z.string().trim().max(100, 'field.too.long').optional()),
  commit: z.boolean('field.invalid').default(false),
});

export type SchoolImportInput = z.output<typeof schoolImportInputSchema>;
export type SchoolImportFormValues = z.input<typeof schoolImportInputSchema>;
