import { familyChildSchema, familyChildText, familyMoveSchema, familyTextsOf } from './family';
import { PLANNER_MAX_CHILDREN } from './planner/planner-input';
import {
  accreditationSchema,
  curriculumSlugSchema,
  type FeeBasis,
  languageCodeSchema,
  type SchoolSort,
  schoolsQueryInputSchema,
} from './schools-query';

/** Schools per page of the list. */
export const SCHOOL_LIST_LIMIT = 20;

const DEFAULT_SORT: SchoolSort = '-updatedAt';

/** What narrows a list, as its URL carries it. */
export interface ListFilters {
  city: string | null;
  curriculums: string[];
  languages: string[];
  accreditations: string[];
  age: number | null;
  grade: string | null;
  /**
   * A family: each child's birth date or age, as typed in `children=2014-09-01,7` (the valid
   * ones). Wins over an age or a grade: schools teaching every child's year.
   */
  children: string[];
  /** With children: the day they are placed for (the move); null: today. */
  move: string | null;
  boarding: boolean;
  /** With an age or a grade: schools with places open in that school year. */
  places: boolean;
  /** Schools with learning support (SEN). */
  learningSupport: boolean;
  /** The visitor's currency: of the fee bounds, and the second price shown. */
  currency: string | null;
  feeMin: number | null;
  feeMax: number | null;
  /** With an age or a grade: whether the fee bounds are that year's tuition or its first-year total. */
  basis: FeeBasis;
}

export interface ListParams extends ListFilters {
  page: number;
  sort: SchoolSort;
  q: string | null;
}

export const NO_FILTERS: ListFilters = {
  city: null,
  curriculums: [],
  languages: [],
  accreditations: [],
  age: null,
  grade: null,
  children: [],
  move: null,
  boarding: false,
  places: false,
  learningSupport: false,
  currency: null,
  feeMin: null,
  feeMax: null,
  basis: 'tuition',
};

const shape = schoolsQueryInputSchema.shape;

/** The value of a schema, or null when it refuses it (a bad link still shows a list). */
function valid<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
) {
  if (value === null || value === undefined || value === '') return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
}

/** Every valid value of a repeated parameter; `a,b` counts as two, as a form's select may send it. */
function validList<T>(
  search: URLSearchParams,
  name: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): T[] {
  const values = search.getAll(name).flatMap((value) => value.split(','));
  const parsed = values.map((value) => valid(schema, value));
  return [...new Set(parsed.filter((value) => value !== null))] as T[];
}

const numberOf = (text: string | null) => (text === null || text.trim() === '' ? null : Number(text));

/**
 * The list's choices from its URL (`?q=lyon&curriculum=ib-dp&feeMax=20000&currency=EUR&page=2`),
 * checked by the schools query's own schema. A value it refuses is dropped; a grade wins over
 * an age (a form without JavaScript may send both).
 */
export function listParamsOf(search: URLSearchParams): ListParams {
  const children = familyParamOf(search.get('children'));
  const grade = children.length > 0 ? null : valid(shape.grade, search.get('grade'));
  const feeMin = valid(shape.feeMin, numberOf(search.get('feeMin')));
  const feeMax = valid(shape.feeMax, numberOf(search.get('feeMax')));
  const currency = valid(shape.currency, search.get('currency'));
  const ordered = feeMin === null || feeMax === null || feeMin <= feeMax;
  const age = grade || children.length > 0 ? null : valid(shape.age, numberOf(search.get('age')));
  const yes = (name: string) => ['true', '1', 'on'].includes(search.get(name) ?? '');
  return {
    page: valid(shape.page, numberOf(search.get('page'))) ?? 1,
    sort: valid(shape.sort, search.get('sort')) ?? DEFAULT_SORT,
    q: valid(shape.q, search.get('q')) ?? null,
    city: valid(shape.city, search.get('city')) ?? null,
    curriculums: validList(search, 'curriculum', curriculumSlugSchema),
    languages: validList(search, 'language', languageCodeSchema),
    accreditations: validList(search, 'accreditation', accreditationSchema),
    age,
    grade,
    children,
    move: children.length > 0 ? valid(familyMoveSchema, search.get('move')) : null,
    boarding: yes('boarding'),
    // Places are of a school year: without an age, a grade or children the box means nothing.
    places: (age !== null || grade !== null || children.length > 0) && yes('places'),
    learningSupport: yes('learningSupport'),
    // US dollars are always shown: choosing them is choosing no second currency.
    currency: currency === 'USD' ? null : currency,
    feeMin: ordered ? feeMin : null,
    feeMax: ordered ? feeMax : null,
    basis: valid(shape.basis, search.get('basis')) ?? 'tuition',
  };
}

/**
 * The children of a `children=` parameter that the schema takes (birth dates or ages), as
 * typed; a bad one is dropped, as a bad link still shows a list.
 */
function familyParamOf(text: string | null): string[] {
  const children = familyTextsOf(text).flatMap((child) => {
    const parsed = familyChildSchema.safeParse(child);
    return parsed.success ? [familyChildText(parsed.data)] : [];
  });
  return children.slice(0, PLANNER_MAX_CHILDREN);
}

/** Whether a list is for one child's school year (an age or a grade): fees are then that year's. */
export const hasChildYear = (params: ListFilters) => params.age !== null || params.grade !== null;

/** Whether a list is for a family: each child's year, and the family's first-year total. */
export const hasFamily = (params: ListFilters) => params.children.length > 0;

/** Whether a list is for school years (a child's or a family's): places mean something then. */
export const hasSchoolYears = (params: ListFilters) => hasChildYear(params) || hasFamily(params);

/** A family's `children=…&move=…` search, commas as typed, for the list's and compare's links. */
export function familySearchOf(params: Pick<ListFilters, 'children' | 'move'>): string {
  if (params.children.length === 0) return '';
  const children = `children=${params.children.map(encodeURIComponent).join(',')}`;
  return params.move ? `${children}&move=${params.move}` : children;
}

/** The search string of a list URL: default values are left out, so each list has one URL. */
export function listSearchOf(params: ListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.city) search.set('city', params.city);
  for (const slug of params.curriculums) search.append('curriculum', slug);
  for (const code of params.languages) search.append('language', code);
  for (const name of params.accreditations) search.append('accreditation', name);
  if (params.age !== null) search.set('age', String(params.age));
  if (params.grade) search.set('grade', params.grade);
  if (hasFamily(params)) search.set('children', params.children.join(','));
  if (hasFamily(params) && params.move) search.set('move', params.move);
  if (params.boarding) search.set('boarding', 'true');
  if (params.places && hasSchoolYears(params)) search.set('places', 'true');
  if (params.learningSupport) search.set('learningSupport', 'true');
  if (params.currency) search.set('currency', params.currency);
  if (params.feeMin !== null) search.set('feeMin', String(params.feeMin));
  if (params.feeMax !== null) search.set('feeMax', String(params.feeMax));
  if (params.basis !== 'tuition' && hasChildYear(params)) search.set('basis', params.basis);
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
  const search = new URLSearchParams(listSearchOf({ ...params, page: 1, sort: DEFAULT_SORT }));
  if (countryCode) search.set('country', countryCode);
  const text = search.toString();
  return text ? `/map?${text}` : '/map';
}

/** The list's choices without its filters: the search, the sort and the currency stay. */
export const withoutFilters = (list: ListParams): ListParams => ({
  ...list,
  ...NO_FILTERS,
  currency: list.currency,
  page: 1,
});

/** How many filters narrow the list (the currency alone shows prices, it does not narrow). */
export function activeFilterCount(params: ListFilters): number {
  return (
    (params.city ? 1 : 0) +
    params.curriculums.length +
    params.languages.length +
    params.accreditations.length +
    (params.age !== null || params.grade || hasFamily(params) ? 1 : 0) +
    (params.boarding ? 1 : 0) +
    (params.places ? 1 : 0) +
    (params.learningSupport ? 1 : 0) +
    (params.feeMin !== null || params.feeMax !== null ? 1 : 0)
  );
}

/** The path of the list of one country (by slug), or of all countries. */
export const listPathOf = (countrySlug: string | undefined) =>
  countrySlug ? `/schools/${countrySlug}` : '/schools';

/** The parameter of the country a list's form sends without scripts (a slug, or `all`). */
export const COUNTRY_PARAM = 'country';

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
  return `${listPathOf(slug)}${listSearchOf({ ...list, city, page: 1 })}`;
}

/** Variables of the first query of a list page: the URL's country, when it has one. */
export const countriesVariablesOf = (countrySlug: string | undefined) => ({
  slug: countrySlug ?? '',
  withCountry: Boolean(countrySlug),
});

/** Variables of the schools query of a list page, for the country's ISO code (null: all). */
export const listVariablesOf = (params: ListParams, countryCode: string | null) => ({
  country: countryCode,
  q: params.q,
  city: params.city,
  curriculums: params.curriculums.length > 0 ? params.curriculums : null,
  languages: params.languages.length > 0 ? params.languages : null,
  accreditations: params.accreditations.length > 0 ? params.accreditations : null,
  age: params.age,
  grade: params.grade,
  children: hasFamily(params) ? params.children : null,
  move: hasFamily(params) ? params.move : null,
  boarding: params.boarding ? true : null,
  places: params.places && hasSchoolYears(params) ? true : null,
  learningSupport: params.learningSupport ? true : null,
  currency: params.currency,
  feeMin: params.feeMin,
  feeMax: params.feeMax,
  basis: params.basis,
  sort: params.sort,
  page: params.page,
  limit: SCHOOL_LIST_LIMIT,
});
