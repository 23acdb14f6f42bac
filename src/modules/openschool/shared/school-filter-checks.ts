import { z } from 'zod/mini';
import { familyChildText, familyTextsOf, PLANNER_MAX_CHILDREN } from './family';
import { familyChildrenSchema, familyChildSchema, familyMoveSchema } from './family-schemas';
import {
  accreditationSchema,
  countryCodeSchema,
  curriculumSlugSchema,
  gradeKeySchema,
  languageCodeSchema,
} from './school-code-schemas';
import { type ListFilters, SCHOOL_FILTERS } from './school-filters';
import { FEE_BASES, FEE_BOUND_MAX, FILTER_MAX_VALUES } from './schools-query';

/**
 * How each filter of the school list checks its value: the schema the `schools` query reads it
 * with (and its error code), and how an address is read with it. Apart from the definitions
 * (`school-filters.ts`) so that only what reads an address or a query loads zod: a list's page
 * renders from the reading the server made, and loads these when idle.
 */
export interface FilterCheck<Value, Schema extends z.ZodMiniType = z.ZodMiniType> {
  /** How the `schools` query reads it, with its error code (`age.invalid`). */
  schema: Schema;
  /** Its value from an address; a value the schema refuses is dropped (a bad link still shows a list). */
  read: (search: URLSearchParams) => Value;
}

type SafeSchema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/** The value of a schema, or null when it refuses it. */
export function valid<T>(schema: SafeSchema<T>, value: unknown): NonNullable<T> | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
}

const numberOf = (text: string | null) => (text === null || text.trim() === '' ? null : Number(text));

/** A text filter's check; `schema` checks a value of the address and of the API alike. */
function textCheck<Schema extends z.ZodMiniType<string | undefined, unknown>>(
  definition: { url: string },
  schema: Schema,
): FilterCheck<string | null, z.ZodMiniOptional<Schema>> {
  return { schema: z.optional(schema), read: (search) => valid(schema, search.get(definition.url)) };
}

/** A number filter's check (`age=11`, `feeMax=20000`). */
function numberCheck<Schema extends z.ZodMiniType<number | undefined, unknown>>(
  definition: { url: string },
  schema: Schema,
): FilterCheck<number | null, z.ZodMiniOptional<Schema>> {
  return {
    schema: z.optional(schema),
    read: (search) => valid(schema, numberOf(search.get(definition.url))),
  };
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
 * Several values' check, at most `max`: the address reads every valid value of its repeated
 * parameter, `a,b` counting as two, as a form's select may send it.
 */
function anyOfCheck<Item extends z.ZodMiniType<string, unknown>>(
  definition: { url: string },
  item: Item,
  code: string,
): FilterCheck<string[], ReturnType<typeof anyOfSchema<Item>>> {
  return {
    schema: anyOfSchema(item, code, FILTER_MAX_VALUES),
    read: (search) => {
      const values = search.getAll(definition.url).flatMap((value) => value.split(','));
      const parsed = values.map((value) => valid(item, value));
      return [...new Set(parsed.filter((value) => value !== null))] as string[];
    },
  };
}

/** A box's check: ticked is `true`, `1` or `on` in an address (`on` from a form). */
function flagCheck(
  definition: { url: string },
  code: string,
): FilterCheck<boolean, z.ZodMiniOptional<z.ZodMiniBoolean>> {
  return {
    schema: z.optional(z.boolean(code)),
    read: (search) => ['true', '1', 'on'].includes(search.get(definition.url) ?? ''),
  };
}

/** A family's children from `children=2014-09-01,7` (birth dates or ages), a bad one dropped. */
function childrenOf(text: string | null): string[] {
  const children = familyTextsOf(text).flatMap((child) => {
    const parsed = familyChildSchema.safeParse(child);
    return parsed.success ? [familyChildText(parsed.data)] : [];
  });
  return children.slice(0, PLANNER_MAX_CHILDREN);
}

const emptyToUndefined = (text: string) => text || undefined;

/** Words a visitor types, at most 100 characters; none when only spaces. */
const typedText = (tooLong: string) =>
  z.pipe(z.string().check(z.trim(), z.maxLength(100, tooLong)), z.transform(emptyToUndefined));

const feeBound = z.number('fee.invalid').check(z.gte(0, 'fee.invalid'), z.lte(FEE_BOUND_MAX, 'fee.invalid'));
const basisSchema = z.enum(FEE_BASES, 'basis.invalid');
const filters = SCHOOL_FILTERS;

/** Each filter's check, by the filter's name: one for every definition of SCHOOL_FILTERS. */
export const SCHOOL_FILTER_CHECKS = {
  q: textCheck(filters.q, typedText('q.too.long')),
  city: textCheck(filters.city, typedText('city.too.long')),
  curriculums: anyOfCheck(filters.curriculums, curriculumSlugSchema, 'curriculum.invalid'),
  languages: anyOfCheck(filters.languages, languageCodeSchema, 'language.invalid'),
  accreditations: anyOfCheck(filters.accreditations, accreditationSchema, 'accreditation.invalid'),
  age: numberCheck(
    filters.age,
    z.int('age.invalid').check(z.gte(2, 'age.invalid'), z.lte(19, 'age.invalid')),
  ),
  grade: textCheck(filters.grade, gradeKeySchema),
  children: {
    schema: z.optional(familyChildrenSchema),
    read: (search) => childrenOf(search.get(filters.children.url)),
  },
  move: textCheck(filters.move, familyMoveSchema),
  boarding: flagCheck(filters.boarding, 'boarding.invalid'),
  places: flagCheck(filters.places, 'places.invalid'),
  learningSupport: flagCheck(filters.learningSupport, 'learningSupport.invalid'),
  currency: textCheck(
    filters.currency,
    z.string('currency.invalid').check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, 'currency.invalid')),
  ),
  feeMin: numberCheck(filters.feeMin, feeBound),
  feeMax: numberCheck(filters.feeMax, feeBound),
  basis: {
    schema: z._default(basisSchema, 'tuition'),
    read: (search) => valid(basisSchema, search.get(filters.basis.url)) ?? 'tuition',
  },
  country: textCheck(filters.country, countryCodeSchema),
} satisfies { [Name in keyof ListFilters]: FilterCheck<ListFilters[Name]> };
