import { type SchoolSort, schoolsQueryInputSchema } from '../../shared/schools-query';

/** Schools per page of the list. */
export const SCHOOL_LIST_LIMIT = 20;

const DEFAULT_SORT: SchoolSort = '-updatedAt';

export interface ListParams {
  page: number;
  sort: SchoolSort;
  q: string | null;
}

const { page: pageSchema, sort: sortSchema, q: qSchema } = schoolsQueryInputSchema.shape;

/**
 * The list's choices from its URL (`?page=2&sort=name&q=lyon`), checked by the schools query's
 * own schema. A value the schema refuses falls back to its default: a bad link still shows a list.
 */
export function listParamsOf(search: URLSearchParams): ListParams {
  const page = pageSchema.safeParse(Number(search.get('page') ?? 1));
  const sort = sortSchema.safeParse(search.get('sort') ?? DEFAULT_SORT);
  const q = qSchema.safeParse(search.get('q') ?? undefined);
  return {
    page: page.success ? page.data : 1,
    sort: sort.success ? sort.data : DEFAULT_SORT,
    q: (q.success ? q.data : undefined) ?? null,
  };
}

/** The search string of a list URL: default values are left out, so each list has one URL. */
export function listSearchOf(params: ListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path of the list of one country (by slug), or of all countries. */
export const listPathOf = (countrySlug: string | undefined) =>
  countrySlug ? `/schools/${countrySlug}` : '/schools';

/** Variables of the countries query of a list page: the URL's country only when it has one. */
export const countriesVariablesOf = (countrySlug: string | undefined) => ({
  slug: countrySlug ?? '',
  withCountry: Boolean(countrySlug),
});

/** Variables of the schools query of a list page, for the country's ISO code (null: all). */
export const listVariablesOf = (params: ListParams, countryCode: string | null) => ({
  country: countryCode,
  q: params.q,
  sort: params.sort,
  page: params.page,
  limit: SCHOOL_LIST_LIMIT,
});
