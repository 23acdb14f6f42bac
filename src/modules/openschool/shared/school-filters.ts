import {
  anyOfFilter,
  type ChipContext,
  type FilterChip,
  type FilterDefinition,
  flagFilter,
  numberFilter,
  textFilter,
} from './school-filter-kinds';
import type { FeeBasis } from './schools-query';

/**
 * What narrows a list of schools (and what it is shown in), as its address and the `schools`
 * query's `filter` carry it. Written out rather than read from SCHOOL_FILTERS, which is typed by
 * it: the definitions' chips and rules read the whole state.
 */
export interface ListFilters {
  /** Words searched in names, cities and country names. */
  q: string | null;
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
  /** With an age, a grade or children: schools with places open in that school year. */
  places: boolean;
  /** Schools with learning support (SEN). */
  learningSupport: boolean;
  /** The visitor's currency: of the fee bounds, and the second price shown. */
  currency: string | null;
  feeMin: number | null;
  feeMax: number | null;
  /** With an age or a grade: whether the fee bounds are that year's tuition or its first-year total. */
  basis: FeeBasis;
  /** A country's ISO code: a list's country is its path; the map's list names it (`country=SG`). */
  country: string | null;
}

type Definition<Value> = FilterDefinition<Value, ListFilters>;

const children: Definition<string[]> = {
  url: 'children',
  none: [],
  graphql: {
    type: '[String!]',
    description:
      'A family: each child’s birth date (2014-09-01, placed by each system’s cut-off like the planner) or age at the start of the school year (7). Schools teaching every child’s year; fee bounds and the fee sort read the family’s first-year total. Not with age or grade.',
  },
  write: (search, values) => search.set('children', values.join(',')),
  active: (values) => (values.length > 0 ? 1 : 0),
  chips: (values, context) => [
    {
      key: 'children',
      label: `${context.t('filters.family.label')}: ${values.join(', ')}`,
      without: { children: [], move: null },
    },
  ],
};

const basis: Definition<FeeBasis> = {
  url: 'basis',
  none: 'tuition',
  graphql: {
    type: 'String',
    description:
      'With an age or a grade, what the fee bounds and sort read: tuition (that year’s, the default) or firstYear (with one-off fees).',
  },
  write: (search, value) => search.set('basis', value),
  active: () => 0,
};

/**
 * Every filter of the school list, in the order its address writes them. The URL writer, the
 * active count, the chips, the GraphQL input `SchoolFilter` and the page's query variables derive
 * from these; how each value is checked (the address reader, the search's input) from its entry
 * of `SCHOOL_FILTER_CHECKS` (`school-filter-checks.ts`); the SQL of each is in
 * `server/search/search-repository.ts` and its control in `client/list/school-list-filters.tsx`.
 */
export const SCHOOL_FILTERS = {
  q: textFilter<ListFilters>('q', {
    description: 'Words searched in names, cities and country names (any language); typos tolerated.',
    active: false,
    keptOnClear: true,
  }),
  city: textFilter<ListFilters>('city', {
    description: 'Only the schools of this city (accents and case ignored).',
    chips: (city) => (city ? [{ key: 'city', label: city, without: { city: null } }] : []),
  }),
  curriculums: anyOfFilter<ListFilters>('curriculum', {
    name: 'curriculums',
    description: 'Curriculum slugs: schools teaching any of them.',
    chipLabel: (slug, context) => context.curriculumName(slug),
  }),
  languages: anyOfFilter<ListFilters>('language', {
    name: 'languages',
    description: 'ISO 639-1 codes: schools teaching in any of them.',
    chipLabel: (code, context) => context.languageName(code),
  }),
  accreditations: anyOfFilter<ListFilters>('accreditation', {
    name: 'accreditations',
    description: 'Schools with any of these accreditations (CIS, IB…).',
    chipLabel: (name) => name,
  }),
  age: numberFilter<ListFilters>('age', 'Int', {
    description: "A child's age at the start of the school year, 2 to 19.",
    chips: (age, context) =>
      age === null
        ? []
        : [{ key: 'age', label: context.t('filters.age.option', { count: age }), without: { age: null } }],
  }),
  grade: textFilter<ListFilters>('grade', {
    description: 'A grade as `{system}-{code}` (UK-Y7, US-G6, FR-6E): the age a child starts it.',
    chips: (grade, context) =>
      grade ? [{ key: 'grade', label: context.gradeName(grade), without: { grade: null } }] : [],
  }),
  children,
  move: textFilter<ListFilters>('move', {
    description: 'With children: the day they are placed for (the move), YYYY-MM-DD; default today.',
    active: false,
  }),
  boarding: flagFilter<ListFilters>('boarding', {
    name: 'boarding',
    chipLabel: 'filters.boarding.label',
    description:
      'True: boarding schools only; false: day schools only. Either leaves out the schools not known.',
  }),
  places: flagFilter<ListFilters>('places', {
    name: 'places',
    chipLabel: 'filters.places.label',
    description:
      'With an age, a grade or children, true: only the schools that say that school year has places open.',
  }),
  learningSupport: flagFilter<ListFilters>('learningSupport', {
    name: 'learningSupport',
    chipLabel: 'filters.learningSupport.label',
    description: 'True: only the schools with learning support (SEN) for mild needs or a specialist team.',
  }),
  currency: textFilter<ListFilters>('currency', {
    description: 'ISO-4217 code of the fee bounds, and of the second price the page shows. Default USD.',
    active: false,
    keptOnClear: true,
  }),
  feeMin: numberFilter<ListFilters>('feeMin', 'Float', {
    description: 'Yearly fee at least this, in the currency: the average, or with an age that year’s fee.',
    // The bounds are one filter, and one chip.
    active: (min, filters) => (min !== null || filters.feeMax !== null ? 1 : 0),
    chips: (min, context, filters) => feeChips(min, filters.feeMax, context),
  }),
  feeMax: numberFilter<ListFilters>('feeMax', 'Float', {
    description: 'Yearly fee at most this, in the currency: the average, or with an age that year’s fee.',
    active: () => 0,
    chips: (max, context, filters) => (filters.feeMin === null ? feeChips(null, max, context) : []),
  }),
  basis,
  country: textFilter<ListFilters>('country', {
    description: 'Only the schools of this country: ISO-3166 alpha-2 code.',
    active: false,
    keptOnClear: true,
  }),
} satisfies { [Name in keyof ListFilters]: Definition<ListFilters[Name]> };

function feeChips(min: number | null, max: number | null, context: ChipContext): FilterChip<ListFilters>[] {
  if (min === null && max === null) return [];
  const label =
    min !== null && max !== null
      ? context.t('filters.fees.between', { min: context.money(min), max: context.money(max) })
      : min !== null
        ? context.t('filters.fees.from', { min: context.money(min) })
        : context.t('filters.fees.upTo', { max: context.money(max ?? 0) });
  return [{ key: 'fees', label, without: { feeMin: null, feeMax: null } }];
}

export type SchoolFilterName = keyof ListFilters;
export const SCHOOL_FILTER_NAMES = Object.keys(SCHOOL_FILTERS) as SchoolFilterName[];

/** A filter's definition, loosely typed: what the derivations walk over. */
export const filterDefinition = (name: SchoolFilterName) =>
  SCHOOL_FILTERS[name] as unknown as FilterDefinition<unknown, ListFilters>;

/** Every filter not set. */
export const NO_FILTERS = Object.fromEntries(
  SCHOOL_FILTER_NAMES.map((name) => [name, filterDefinition(name).none]),
) as unknown as ListFilters;

/** Whether a list is for one child's school year (an age or a grade): fees are then that year's. */
export const hasChildYear = (filters: ListFilters) => filters.age !== null || filters.grade !== null;

/** Whether a list is for a family: each child's year, and the family's first-year total. */
export const hasFamily = (filters: ListFilters) => filters.children.length > 0;

/** Whether a list is for school years (a child's or a family's): places mean something then. */
export const hasSchoolYears = (filters: ListFilters) => hasChildYear(filters) || hasFamily(filters);

/**
 * The rules between filters, as an address or a control may combine them: a family wins over
 * an age or a grade, and a grade over an age (a form without JavaScript may send both); the
 * move is a family's; places and the fee basis are of a school year; reversed fee bounds are
 * dropped; US dollars are always shown, so choosing them is choosing no second currency.
 * The `schools` query refuses these combinations instead (`refineSchoolFilter`).
 */
export function filterRules(filters: ListFilters): ListFilters {
  const family = hasFamily(filters);
  const grade = family ? null : filters.grade;
  const age = family || grade !== null ? null : filters.age;
  const childYear = age !== null || grade !== null;
  const { feeMin, feeMax } = filters;
  const ordered = feeMin === null || feeMax === null || feeMin <= feeMax;
  return {
    ...filters,
    age,
    grade,
    move: family ? filters.move : null,
    places: (childYear || family) && filters.places,
    basis: childYear ? filters.basis : 'tuition',
    currency: filters.currency === 'USD' ? null : filters.currency,
    feeMin: ordered ? feeMin : null,
    feeMax: ordered ? feeMax : null,
  };
}
