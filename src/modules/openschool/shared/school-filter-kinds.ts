import { z } from 'zod/mini';

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
 * One filter of the school list, declared once: the URL, the API and the page derive from it.
 * `Value` is its value in the list's state (`none` when not set); `Filters` is the whole state.
 */
export interface FilterDefinition<Value, Filters, Schema extends z.ZodMiniType = z.ZodMiniType> {
  /** Its parameter in the list's address (`curriculum`, repeated for several). */
  url: string;
  /** Its value when not set: left out of the address and of the query. */
  none: Value;
  /** How the `schools` query reads it, with its error code (`age.invalid`). */
  schema: Schema;
  /** Its field of the GraphQL input `SchoolFilter`. */
  graphql: { type: FilterGraphqlType; description: string };
  /** Its value from an address; a value the schema refuses is dropped (a bad link still shows a list). */
  read: (search: URLSearchParams) => Value;
  /** Adds it to an address (only called when it is set). */
  write: (search: URLSearchParams, value: Value) => void;
  /** How many it counts among the filters narrowing the list (0: it does not narrow). */
  active: (value: Value, filters: Filters) => number;
  /** The chips that remove it, one per value; none when it has no chip. */
  chips?: (value: Value, context: ChipContext, filters: Filters) => FilterChip<Filters>[];
  /** Kept when the visitor clears the filters (the search, the currency, the country). */
  keptOnClear?: true;
}

type SafeSchema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/** The value of a schema, or null when it refuses it. */
export function valid<T>(schema: SafeSchema<T>, value: unknown): NonNullable<T> | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
}

const numberOf = (text: string | null) => (text === null || text.trim() === '' ? null : Number(text));

const isSet = <Value>(value: Value, none: Value) =>
  Array.isArray(value) ? value.length > 0 : value !== none;

/** Whether a filter's value is other than its `none`. */
export const filterIsSet = isSet;

const one =
  <Value>(none: Value) =>
  (value: Value) =>
    isSet(value, none) ? 1 : 0;

type Common<Filters> = Pick<FilterDefinition<unknown, Filters>, 'keptOnClear'> & { description: string };

/** A text filter (`city=Lyon`); `schema` checks a value of the address and of the API alike. */
export function textFilter<Filters, Schema extends z.ZodMiniType<string | undefined, unknown>>(
  url: string,
  schema: Schema,
  options: Common<Filters> & { active?: false; chips?: FilterDefinition<string | null, Filters>['chips'] },
): FilterDefinition<string | null, Filters, z.ZodMiniOptional<Schema>> {
  return {
    url,
    none: null,
    schema: z.optional(schema),
    graphql: { type: 'String', description: options.description },
    read: (search) => valid(schema, search.get(url)),
    write: (search, value) => search.set(url, value ?? ''),
    active: options.active === false ? () => 0 : one<string | null>(null),
    ...(options.chips ? { chips: options.chips } : {}),
    ...(options.keptOnClear ? { keptOnClear: true } : {}),
  };
}

/** A number filter (`age=11`, `feeMax=20000`). */
export function numberFilter<Filters, Schema extends z.ZodMiniType<number | undefined, unknown>>(
  url: string,
  type: 'Int' | 'Float',
  schema: Schema,
  options: Common<Filters> & {
    active?: FilterDefinition<number | null, Filters>['active'];
    chips?: FilterDefinition<number | null, Filters>['chips'];
  },
): FilterDefinition<number | null, Filters, z.ZodMiniOptional<Schema>> {
  return {
    url,
    none: null,
    schema: z.optional(schema),
    graphql: { type, description: options.description },
    read: (search) => valid(schema, numberOf(search.get(url))),
    write: (search, value) => search.set(url, String(value)),
    active: options.active ?? one<number | null>(null),
    ...(options.chips ? { chips: options.chips } : {}),
  };
}

/** Reads every valid value of a repeated parameter; `a,b` counts as two, as a form's select may send it. */
function readList<T>(search: URLSearchParams, url: string, schema: SafeSchema<T>): string[] {
  const values = search.getAll(url).flatMap((value) => value.split(','));
  const parsed = values.map((value) => valid(schema, value));
  return [...new Set(parsed.filter((value) => value !== null))] as string[];
}

/** Several values of one filter, any of which a school may have; duplicates dropped, none: no filter. */
const anyOfSchema = <Item extends z.ZodMiniType<string, unknown>>(item: Item, code: string, max: number) =>
  z.pipe(
    z.optional(z.array(item, code).check(z.maxLength(max, code))),
    z.transform((values: z.output<Item>[] | undefined) =>
      values?.length ? [...new Set(values)] : undefined,
    ),
  );

/**
 * Several values any of which a school may have (`curriculum=ib-dp&curriculum=igcse`), at most
 * `max`; duplicates dropped, none: no filter. Each value a chip.
 */
export function anyOfFilter<Filters, Item extends z.ZodMiniType<string, unknown>>(
  url: string,
  item: Item,
  options: Common<Filters> & {
    code: string;
    max: number;
    chipLabel: (value: string, context: ChipContext) => string;
    name: keyof Filters & string;
  },
): FilterDefinition<string[], Filters, ReturnType<typeof anyOfSchema<Item>>> {
  const schema = anyOfSchema(item, options.code, options.max);
  return {
    url,
    none: [],
    schema,
    graphql: { type: '[String!]', description: options.description },
    read: (search) => readList(search, url, item),
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
  code: string,
  options: Common<Filters> & { chipLabel: string; name: keyof Filters & string },
): FilterDefinition<boolean, Filters, z.ZodMiniOptional<z.ZodMiniBoolean>> {
  return {
    url,
    none: false,
    schema: z.optional(z.boolean(code)),
    graphql: { type: 'Boolean', description: options.description },
    read: (search) => ['true', '1', 'on'].includes(search.get(url) ?? ''),
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
