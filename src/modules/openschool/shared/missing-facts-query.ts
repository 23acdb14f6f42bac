import { z } from 'zod/mini';
import { MISSING_FACTS, MISSING_LIST_LIMIT, MISSING_SORTS, type MissingParams } from './missing-facts';
import { SCHOOLS_MAX_LIMIT } from './schools-query';

/**
 * Arguments of the `schoolsMissingFacts` query: one country by slug (none: every country), one
 * fact (none: any), an order and a page.
 */
export const missingFactsQuerySchema = z.object({
  countrySlug: z.pipe(
    z.optional(
      z.string('country.invalid').check(z.trim(), z.toLowerCase(), z.maxLength(60, 'country.invalid')),
    ),
    z.transform((slug: string | undefined) => slug || undefined),
  ),
  missing: z.optional(z.enum(MISSING_FACTS, 'missing.invalid')),
  sort: z._default(z.enum(MISSING_SORTS, 'sort.invalid'), 'name'),
  page: z._default(
    z.number().check(z.int('page.invalid'), z.gte(1, 'page.invalid'), z.lte(100_000, 'page.invalid')),
    1,
  ),
  limit: z._default(
    z
      .number()
      .check(z.int('limit.invalid'), z.gte(1, 'limit.invalid'), z.lte(SCHOOLS_MAX_LIMIT, 'limit.invalid')),
    MISSING_LIST_LIMIT,
  ),
});

export type MissingFactsQuery = z.output<typeof missingFactsQuerySchema>;

const shape = missingFactsQuerySchema.shape;

/** The page's parameters from its URL; a value the schema refuses is left out (a bad link still shows a page). */
export function missingParamsOf(search: URLSearchParams): MissingParams {
  const missing = shape.missing.safeParse(search.get('missing') ?? undefined);
  const sort = shape.sort.safeParse(search.get('sort') ?? undefined);
  const page = shape.page.safeParse(Number(search.get('page') ?? '1'));
  return {
    missing: (missing.success && missing.data) || null,
    sort: sort.success ? sort.data : 'name',
    page: page.success ? page.data : 1,
  };
}
