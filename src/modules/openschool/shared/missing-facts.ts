/**
 * The facts of a listed school that parents filter, compare or find it by, and that a school
 * imported from open data usually lacks (decision 078): its tuition fees, curriculums, the ages
 * it teaches, its languages of instruction, whether it takes boarders, and where it is. A school
 * lacking any of them is on the "help complete" page until someone adds them.
 */
export const MISSING_FACTS = ['fees', 'curriculums', 'ages', 'languages', 'boarding', 'location'] as const;
export type MissingFact = (typeof MISSING_FACTS)[number];

/** The page's orders: by name, or the most recently changed (newly imported) first. */
export const MISSING_SORTS = ['name', '-updatedAt'] as const;
export type MissingSort = (typeof MISSING_SORTS)[number];

/** Counting stops this many schools past a page's start ("1,000+"), as the school list's does. */
export const MISSING_COUNT_CAP = 1_000;

/** Schools per page of the "help complete" page. */
export const MISSING_LIST_LIMIT = 20;

/** What the page's URL carries: `?missing=fees&sort=-updatedAt&page=2`. */
export interface MissingParams {
  missing: MissingFact | null;
  sort: MissingSort;
  page: number;
}

/** `/schools/{country}/missing` or `/schools/missing`, with the parameters that differ from the defaults. */
export function missingPathOf(countrySlug: string | undefined, params: Partial<MissingParams> = {}): string {
  const search = new URLSearchParams();
  if (params.missing) search.set('missing', params.missing);
  if (params.sort && params.sort !== 'name') search.set('sort', params.sort);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const query = search.toString();
  return `${countrySlug ? `/schools/${countrySlug}` : '/schools'}/missing${query ? `?${query}` : ''}`;
}
