import { z } from 'zod/mini';
import { refineFamily } from './family';
import { SCHOOL_FILTER_CHECKS } from './school-filter-checks';
import { SCHOOL_FILTER_NAMES } from './school-filters';
import { SCHOOL_SORTS, SCHOOLS_MAX_LIMIT } from './schools-query';

type Schemas = { [Name in keyof typeof SCHOOL_FILTER_CHECKS]: (typeof SCHOOL_FILTER_CHECKS)[Name]['schema'] };

const shape = Object.fromEntries(
  SCHOOL_FILTER_NAMES.map((name) => [name, SCHOOL_FILTER_CHECKS[name].schema]),
) as Schemas;

/**
 * The `filter` of the `schools` and `mapMarkers` queries, read by each filter's schema. What the
 * list's address leaves to `filterRules`, the API refuses: reversed fee bounds
 * (`fee.range.invalid`), an age with a grade or either with children (`grade.conflict`), a child
 * born after the move, places without a school year (`places.age.required`).
 */
export const schoolFilterSchema = z.object(shape).check(
  z.superRefine((filter, context) => {
    if (filter.feeMin !== undefined && filter.feeMax !== undefined && filter.feeMin > filter.feeMax) {
      context.addIssue({ code: 'custom', message: 'fee.range.invalid', path: ['feeMax'] });
    }
    if (filter.age !== undefined && filter.grade !== undefined) {
      context.addIssue({ code: 'custom', message: 'grade.conflict', path: ['grade'] });
    }
    if (filter.children && (filter.age !== undefined || filter.grade !== undefined)) {
      context.addIssue({ code: 'custom', message: 'grade.conflict', path: ['children'] });
    }
    refineFamily(filter, context);
    if (filter.places && filter.age === undefined && filter.grade === undefined && !filter.children) {
      context.addIssue({ code: 'custom', message: 'places.age.required', path: ['places'] });
    }
  }),
);

export type SchoolFilterQuery = z.output<typeof schoolFilterSchema>;

/**
 * Arguments of the `schools` query: the home page asks page 1, limit 10, sort -updatedAt.
 * Filters combine (a school must pass each); a list filter passes a school that has any of its
 * values. Whether a country, curriculum, grade or currency exists is checked on the server.
 */
export const schoolsQueryInputSchema = z.object({
  page: z._default(
    z.number().check(z.int('page.invalid'), z.gte(1, 'page.invalid'), z.lte(100_000, 'page.invalid')),
    1,
  ),
  limit: z._default(
    z
      .number()
      .check(z.int('limit.invalid'), z.gte(1, 'limit.invalid'), z.lte(SCHOOLS_MAX_LIMIT, 'limit.invalid')),
    10,
  ),
  sort: z._default(z.enum(SCHOOL_SORTS, 'sort.invalid'), '-updatedAt'),
  filter: z.prefault(schoolFilterSchema, () => ({})),
});

export type SchoolsQueryInput = z.input<typeof schoolsQueryInputSchema>;
export type SchoolsQuery = z.output<typeof schoolsQueryInputSchema>;
