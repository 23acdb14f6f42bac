import { countryByCode, countryBySlug, countryName } from '@/core/server/countries/countries';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { MISSING_COUNT_CAP, type MissingFact } from '@/modules/openschool/shared/missing-facts';
import type { MissingFactsQuery } from '@/modules/openschool/shared/missing-facts-query';
import { countIncompleteSchools, listIncompleteSchools } from './missing-facts-repository';

/** A listed school that lacks facts, and which. */
export interface IncompleteSchool {
  id: string;
  name: string;
  slug: string;
  city: string;
  countryCode: string;
  countrySlug: string;
  countryName: string;
  /** In the order of MISSING_FACTS. */
  missing: MissingFact[];
  updatedAt: Date;
}

export interface IncompleteSchoolPage {
  pageInfo: { count: number; limit: number; page: number };
  /** True when more schools lack facts than `pageInfo.count`, where counting stopped. */
  countIsLowerBound: boolean;
  items: IncompleteSchool[];
}

const EMPTY = (query: MissingFactsQuery): IncompleteSchoolPage => ({
  pageInfo: { count: 0, limit: query.limit, page: query.page },
  countIsLowerBound: false,
  items: [],
});

/**
 * The "help complete" page's schools: listed schools of one country (by slug; an unknown one has
 * none) or of all, lacking any key fact or the one asked, a page at a time. Counted exactly up to
 * MISSING_COUNT_CAP schools past the page's start, like the list; a page not full gives its count.
 */
export async function incompleteSchools(
  context: Pick<GraphQLContext, 'db' | 'lang'>,
  query: MissingFactsQuery,
): Promise<IncompleteSchoolPage> {
  const country = query.countrySlug ? countryBySlug(query.countrySlug) : undefined;
  if (query.countrySlug && !country) return EMPTY(query);
  const filter = { countryCode: country?.code, missing: query.missing };
  const offset = (query.page - 1) * query.limit;
  const rows = await listIncompleteSchools(context.db, {
    filter,
    sort: query.sort,
    limit: query.limit,
    offset,
  });
  const last = rows.length < query.limit && (rows.length > 0 || offset === 0);
  const count = last
    ? { count: offset + rows.length, countIsLowerBound: false }
    : await countIncompleteSchools(context.db, filter, offset + MISSING_COUNT_CAP);
  return {
    pageInfo: { count: count.count, limit: query.limit, page: query.page },
    countIsLowerBound: count.countIsLowerBound,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      city: row.city,
      countryCode: row.country_code,
      countrySlug: countryByCode(row.country_code)?.slug ?? row.country_code.toLowerCase(),
      countryName: countryName(row.country_code, context.lang),
      missing: row.missing,
      updatedAt: row.updated_at,
    })),
  };
}
