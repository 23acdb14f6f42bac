import { z } from 'zod';

export const SCHOOL_SORTS = ['-updatedAt', 'updatedAt', 'name', '-name', 'avgFees', '-avgFees'] as const;
export type SchoolSort = (typeof SCHOOL_SORTS)[number];

export const SCHOOLS_MAX_LIMIT = 100;

/**
 * An ISO-3166 alpha-2 code, upper-cased. Whether such a country exists is checked on the server,
 * which holds the country list (the browser never needs it: it sends codes the server gave it).
 */
export const countryCodeSchema = z
  .string('country.invalid')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'country.invalid');

/** Arguments of the `schools` query: the home page asks page 1, limit 10, sort -updatedAt. */
export const schoolsQueryInputSchema = z.object({
  page: z.number().int('page.invalid').min(1, 'page.invalid').max(100_000, 'page.invalid').default(1),
  limit: z
    .number()
    .int('limit.invalid')
    .min(1, 'limit.invalid')
    .max(SCHOOLS_MAX_LIMIT, 'limit.invalid')
    .default(10),
  sort: z.enum(SCHOOL_SORTS, 'sort.invalid').default('-updatedAt'),
  q: z
    .string()
    .trim()
    .max(100, 'q.too.long')
    .optional()
    .transform((q) => q || undefined),
  /** Only the schools of this country. */
  country: countryCodeSchema.optional(),
});

export type SchoolsQueryInput = z.input<typeof schoolsQueryInputSchema>;
export type SchoolsQuery = z.output<typeof schoolsQueryInputSchema>;

export interface ParsedSort {
  field: 'updatedAt' | 'name' | 'avgFees';
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
