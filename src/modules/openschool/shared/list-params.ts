import { type ChipContext, type FilterChip, filterIsSet } from './school-filter-kinds';
import {
  filterDefinition,
  filterRules,
  type ListFilters,
  NO_FILTERS,
  SCHOOL_FILTER_NAMES,
  type SchoolFilterName,
} from './school-filters';
import type { SchoolSort } from './schools-query';

/*
 * A school list's choices (`ListParams`) as its page, its links and its queries use them. Reading
 * them from an address, which checks each value, is in `list-address.ts`.
 */

/** Schools per page of the list. */
export const SCHOOL_LIST_LIMIT = 20;

export const DEFAULT_SORT: SchoolSort = '-updatedAt';

export interface ListParams extends ListFilters {
  page: number;
  sort: SchoolSort;
}

/** The filters that are set, reconciled, by name. */
function setFilters(filters: ListFilters): [SchoolFilterName, unknown][] {
  const ruled = filterRules(filters);
  return SCHOOL_FILTER_NAMES.flatMap((name) => {
    const value = ruled[name];
    return filterIsSet(value, filterDefinition(name).none)
      ? [[name, value] as [SchoolFilterName, unknown]]
      : [];
  });
}

/** A family's `children=…&move=…` search, commas as typed, for the list's and compare's links. */
export function familySearchOf(params: Pick<ListFilters, 'children' | 'move'>): string {
  if (params.children.length === 0) return '';
  const children = `children=${params.children.map(encodeURIComponent).join(',')}`;
  return params.move ? `${children}&move=${params.move}` : children;
}

/** The search string of a list URL: values not set are left out, so each list has one URL. */
export function listSearchOf(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of setFilters(params)) filterDefinition(name).write(search, value);
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  // `children=2014-09-01,7` reads better than its escaped commas, and means the same.
  const text = search.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

/**
 * The map of a list ("Show on map", while the map is on): its filters and search, and its
 * country by code; the page and the sort mean nothing on a map.
 */
export function listMapPathOf(params: ListParams, countryCode: string | null): string {
  const text = listSearchOf({
    ...params,
    country: countryCode ?? params.country,
    page: 1,
    sort: DEFAULT_SORT,
  });
  return `/map${text}`;
}

/** The list's choices without its filters: the search, the sort, the currency and the country stay. */
export function withoutFilters(list: ListParams): ListParams {
  const cleared = SCHOOL_FILTER_NAMES.filter((name) => !filterDefinition(name).keptOnClear);
  return { ...list, ...Object.fromEntries(cleared.map((name) => [name, NO_FILTERS[name]])), page: 1 };
}

/** How many filters narrow the list (the currency alone shows prices, it does not narrow). */
export function activeFilterCount(filters: ListFilters): number {
  const ruled = filterRules(filters);
  return SCHOOL_FILTER_NAMES.reduce(
    (sum, name) => sum + filterDefinition(name).active(ruled[name], ruled),
    0,
  );
}

/** Each filter set as a chip that removes it, in the order of the definitions. */
export function filterChips(filters: ListFilters, context: ChipContext): FilterChip<ListFilters>[] {
  const ruled = filterRules(filters);
  return setFilters(ruled).flatMap(
    ([name, value]) => filterDefinition(name).chips?.(value, context, ruled) ?? [],
  );
}

/** The `filter` of a `schools` or `mapMarkers` query: the filters set, as the API names them. */
export type SchoolFilterInput = { [Name in keyof ListFilters]?: NonNullable<ListFilters[Name]> };

/** The `SchoolFilter` of a list's filters: those set, reconciled by `filterRules`. */
export const schoolFilterOf = (filters: ListFilters): SchoolFilterInput =>
  Object.fromEntries(setFilters(filters)) as SchoolFilterInput;

/** The path of the list of one country (by slug), or of all countries. */
export const listPathOf = (countrySlug: string | undefined) =>
  countrySlug ? `/schools/${countrySlug}` : '/schools';

/** The parameter of the country a list's form sends without scripts (a slug, or `all`). */
export const COUNTRY_PARAM = 'country';

/** Variables of the first query of a list page: the URL's country, when it has one. */
export const countriesVariablesOf = (countrySlug: string | undefined) => ({
  slug: countrySlug ?? '',
  withCountry: Boolean(countrySlug),
});

/** Variables of the schools query of a list page, for the country's ISO code (null: all). */
export const listVariablesOf = (params: ListParams, countryCode: string | null) => ({
  filter: schoolFilterOf({ ...params, country: countryCode }),
  sort: params.sort,
  page: params.page,
  limit: SCHOOL_LIST_LIMIT,
});
