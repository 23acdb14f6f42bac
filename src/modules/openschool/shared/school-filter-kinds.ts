/**
 * The kinds of filter of the school list, without their checks: what a filter is in the list's
 * address, on its page and in the API. How each value is checked (its zod schema) is in
 * `school-filter-checks.ts`, which only reading an address and the `schools` query load: the
 * list's first script does not carry zod (issue "Phones first").
 */

/** The GraphQL type of a filter's field of `SchoolFilter`. */
export type FilterGraphqlType = 'String' | 'Int' | 'Float' | 'Boolean' | '[String!]';

/** What a chip needs to name a filter's value for a person (texts, money, names of choices). */
export interface ChipContext {
  t: (key: string, options?: Record<string, unknown>) => string;
  money: (amount: number) => string;
  curriculumName: (slug: string) => string;
  gradeName: (key: string) => string;
  languageName: (code: string) => string;
}

/** One filter shown as a link that removes it; `without` is what the list becomes without it. */
export interface FilterChip<Filters> {
  key: string;
  label: string;
  without: Partial<Filters>;
}

/**
 * One filter of the school list, declared once: the URL, the API and the page derive from it
 * (and its check from `SCHOOL_FILTER_CHECKS`). `Value` is its value in the list's state (`none`
 * when not set); `Filters` is the whole state.
 */
export interface FilterDefinition<Value, Filters> {
  /** Its parameter in the list's address (`curriculum`, repeated for several). */
  url: string;
  /** Its value when not set: left out of the address and of the query. */
  none: Value;
  /** Its field of the GraphQL input `SchoolFilter`. */
  graphql: { type: FilterGraphqlType; description: string };
  /** Adds it to an address (only called when it is set). */
  write: (search: URLSearchParams, value: Value) => void;
  /** How many it counts among the filters narrowing the list (0: it does not narrow). */
  active: (value: Value, filters: Filters) => number;
  /** The chips that remove it, one per value; none when it has no chip. */
  chips?: (value: Value, context: ChipContext, filters: Filters) => FilterChip<Filters>[];
  /** Kept when the visitor clears the filters (the search, the currency, the country). */
  keptOnClear?: true;
}

const isSet = <Value>(value: Value, none: Value) =>
  Array.isArray(value) ? value.length > 0 : value !== none;

/** Whether a filter's value is other than its `none`. */
export const filterIsSet = isSet;

const one =
  <Value>(none: Value) =>
  (value: Value) =>
    isSet(value, none) ? 1 : 0;

type Common<Filters> = Pick<FilterDefinition<unknown, Filters>, 'keptOnClear'> & { description: string };

/** A text filter (`city=Lyon`). */
export function textFilter<Filters>(
  url: string,
  options: Common<Filters> & { active?: false; chips?: FilterDefinition<string | null, Filters>['chips'] },
): FilterDefinition<string | null, Filters> {
  return {
    url,
    none: null,
    graphql: { type: 'String', description: options.description },
    write: (search, value) => search.set(url, value ?? ''),
    active: options.active === false ? () => 0 : one<string | null>(null),
    ...(options.chips ? { chips: options.chips } : {}),
    ...(options.keptOnClear ? { keptOnClear: true } : {}),
  };
}

/** A number filter (`age=11`, `feeMax=20000`). */
export function numberFilter<Filters>(
  url: string,
  type: 'Int' | 'Float',
  options: Common<Filters> & {
    active?: FilterDefinition<number | null, Filters>['active'];
    chips?: FilterDefinition<number | null, Filters>['chips'];
  },
): FilterDefinition<number | null, Filters> {
  return {
    url,
    none: null,
    graphql: { type, description: options.description },
    write: (search, value) => search.set(url, String(value)),
    active: options.active ?? one<number | null>(null),
    ...(options.chips ? { chips: options.chips } : {}),
  };
}

/**
 * Several values any of which a school may have (`curriculum=ib-dp&curriculum=igcse`);
 * duplicates dropped, none: no filter. Each value a chip.
 */
export function anyOfFilter<Filters>(
  url: string,
  options: Common<Filters> & {
    chipLabel: (value: string, context: ChipContext) => string;
    name: keyof Filters & string;
  },
): FilterDefinition<string[], Filters> {
  return {
    url,
    none: [],
    graphql: { type: '[String!]', description: options.description },
    write: (search, values) => {
      for (const value of values) search.append(url, value);
    },
    active: (values) => values.length,
    chips: (values, context) =>
      values.map((value) => ({
        key: `${url}-${value}`,
        label: options.chipLabel(value, context),
        without: { [options.name]: values.filter((entry) => entry !== value) } as Partial<Filters>,
      })),
  };
}

/** A box that narrows when ticked (`boarding=true`); in the API, false may mean something too. */
export function flagFilter<Filters>(
  url: string,
  options: Common<Filters> & { chipLabel: string; name: keyof Filters & string },
): FilterDefinition<boolean, Filters> {
  return {
    url,
    none: false,
    graphql: { type: 'Boolean', description: options.description },
    write: (search) => search.set(url, 'true'),
    active: one(false),
    chips: (value, context) =>
      value
        ? [
            {
              key: url,
              label: context.t(options.chipLabel),
              without: { [options.name]: false } as Partial<Filters>,
            },
          ]
        : [],
  };
}
