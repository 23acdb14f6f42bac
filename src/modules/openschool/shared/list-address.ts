import {
  COUNTRY_PARAM,
  DEFAULT_SORT,
  type ListParams,
  listPathOf,
  listSearchOf,
  type SchoolFilterInput,
  schoolFilterOf,
} from './list-params';
import { SCHOOL_FILTER_CHECKS } from './school-filter-checks';
import { schoolsQueryInputSchema } from './school-filter-input';
import { filterRules, type ListFilters, SCHOOL_FILTER_NAMES } from './school-filters';

/*
 * Reading a school list's choices from its address, each value checked by its filter's schema.
 * With zod, so apart from `list-params.ts`: the list's page renders from the reading the server
 * made (its route's loader data) and loads this for the next address when idle.
 */

const numberOf = (text: string | null) => (text === null || text.trim() === '' ? null : Number(text));

/** The filters of an address, each read by its check, then reconciled by `filterRules`. */
export function filtersOf(search: URLSearchParams): ListFilters {
  const read = Object.fromEntries(
    SCHOOL_FILTER_NAMES.map((name) => [name, SCHOOL_FILTER_CHECKS[name].read(search)]),
  );
  return filterRules(read as unknown as ListFilters);
}

/**
 * The list's choices from its URL (`?q=lyon&curriculum=ib-dp&feeMax=20000&currency=EUR&page=2`),
 * each filter read by its check. A value a schema refuses is dropped (a bad link still shows
 * a list); `filterRules` reconciles the rest.
 */
export function listParamsOf(search: URLSearchParams): ListParams {
  const { page, sort } = schoolsQueryInputSchema.shape;
  const pageValue = page.safeParse(numberOf(search.get('page')));
  const sortValue = sort.safeParse(search.get('sort') ?? undefined);
  return {
    ...filtersOf(search),
    page: pageValue.success ? pageValue.data : 1,
    sort: sortValue.success ? sortValue.data : DEFAULT_SORT,
  };
}

/** The `SchoolFilter` of an address: the map's `/map?country=SG&curriculum=ib-dp`. */
export const schoolFilterOfSearch = (search: URLSearchParams): SchoolFilterInput =>
  schoolFilterOf(filtersOf(search));

const SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * Where a list's form sent without scripts leads, as the scripts would have gone: its country
 * and sort form (`/schools?country=france&sort=name`) to that country's list (all countries for
 * `all` or a value that is no slug), back at page 1, without the city when the country changed;
 * its filters, which send every field, empty ones too (`?city=&age=&boarding=true`), to the
 * list's one URL. Null for a URL no form made.
 */
export function listFormTarget(search: URLSearchParams, countrySlug: string | undefined): string | null {
  const picked = search.get(COUNTRY_PARAM);
  const list = listParamsOf(search);
  if (picked === null) {
    const sentEmpty = [...search.values()].some((value) => value === '');
    return sentEmpty ? `${listPathOf(countrySlug)}${listSearchOf(list)}` : null;
  }
  const slug = SLUG.test(picked) && picked !== 'all' ? picked : undefined;
  const city = slug === countrySlug ? list.city : null;
  return `${listPathOf(slug)}${listSearchOf({ ...list, city, country: null, page: 1 })}`;
}
