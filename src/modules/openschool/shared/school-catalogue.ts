import { z } from 'zod';
import { admissionsSchema } from './admissions';
import { ACCREDITATIONS, GRADE_SYSTEMS } from './directory-constants';
import { feeInputSchema } from './fee-input';
import { blankToNull, optionalDate, optionalInt, optionalText, uniqueList } from './input-fields';
import type { OpenDataFieldType } from './open-data/open-data-field-type';
import { countryCodeSchema } from './school-code-schemas';
import { schoolLifeSchema } from './school-life';

// Every fact about a school that people edit, declared once: how an input checks it, where the
// school's row keeps it, how a schools file's cell reads it, and what a school's history names a
// change of it. The input schema, the row an edit writes, the state a revision keeps, the schools
// file's columns, the history's topics and the open data's fields are all read from here
// (docs/architecture.md, "A school field").

/**
 * How a fact is kept:
 * - `column`: in the school row's column of that name, as the input holds it;
 * - `date`: in a date column, as `2026-11-01` in the input;
 * - `json`: in a JSON column;
 * - `own`: in its own table (curriculums, fees), written and read by its own code.
 */
export type FactStorage = { kind: 'column' | 'date' | 'json'; column: string } | { kind: 'own' };

/**
 * How a schools file's cell (CSV or JSON, every cell a text) is read back:
 * `text` as it is; `number` and `boolean` as such when they are one; `list` split on `;` or `,`
 * (`lowerList` lower-cased); `choice` upper-cased, empty keeping the school's; `json` parsed, an
 * empty cell being `empty`'s value.
 */
export type FactCell = 'text' | 'number' | 'boolean' | 'list' | 'lowerList' | 'choice' | 'fees' | 'object';

/**
 * How every view of one school (its page, compare, the admin) gives a fact through GraphQL, under
 * its own name: the field's type and what it means to a client. Null is allowed where the input
 * allows it (not known). A fact without it is shown by each view in its own way (the address,
 * the fees).
 */
export interface ShownFact {
  graphql: 'Int' | 'String' | 'Boolean' | '[String]';
  description?: string;
}

/**
 * How the open data publishes a fact (shared/open-data/open-data-fields.ts): its field's type,
 * under the fact's name unless `field` gives the published format's own. Optional (empty or null)
 * when the fact's input allows no value.
 */
export interface PublishedFact {
  type: OpenDataFieldType;
  field?: string;
}

export interface SchoolFact<
  Schema extends z.core.$ZodType = z.core.$ZodType,
  Storage extends FactStorage = FactStorage,
> {
  /** Checks the fact in every input: the admin's form, a member's proposal, a file's row. */
  schema: Schema;
  storage: Storage;
  cell: FactCell;
  /**
   * What a school's history names a change of it by, when not its own name: the coordinates are
   * one `location`, the age range one `ages`.
   */
  topic?: string;
  /** Given by every view of one school alike (`server/schools/school-profile.graphql.ts`). */
  shown?: ShownFact;
  /** A field of the open data's files, in the place their list gives it. */
  openData?: PublishedFact;
}

const fact = <
  Schema extends z.core.$ZodType,
  const Storage extends FactStorage,
  const Shown extends ShownFact | undefined = undefined,
  const Published extends PublishedFact | undefined = undefined,
>(
  definition: SchoolFact<Schema, Storage> & { shown?: Shown; openData?: Published },
) => definition as SchoolFact<Schema, Storage> & { shown: Shown; openData: Published };
const column = <const Name extends string>(name: Name) => ({ kind: 'column', column: name }) as const;
const age = (code: string) => optionalInt(2, 19, code);
const coordinate = (limit: number) =>
  z
    .preprocess(
      blankToNull,
      z
        .number('coordinates.invalid')
        .min(-limit, 'coordinates.invalid')
        .max(limit, 'coordinates.invalid')
        .nullish(),
    )
    .transform((v) => v ?? null);

/**
 * The facts in the order a school's state keeps them: a revision's snapshot, a schools file's
 * columns and the input's fields follow it. A new fact goes where it belongs to a reader of a
 * file, and its topic into SCHOOL_TOPICS.
 */
export const SCHOOL_FACTS = {
  name: fact({
    schema: z.string('field.required').trim().min(2, 'name.too.short').max(150, 'name.too.long'),
    storage: column('name'),
    cell: 'text',
    openData: { type: 'text' },
  }),
  countryCode: fact({
    schema: countryCodeSchema,
    storage: column('country_code'),
    cell: 'text',
    openData: { type: 'code', field: 'country' },
  }),
  city: fact({
    schema: z.string('field.required').trim().min(1, 'field.required').max(100, 'field.too.long'),
    storage: column('city'),
    cell: 'text',
    openData: { type: 'text' },
  }),
  address: fact({
    schema: optionalText(200),
    storage: column('address'),
    cell: 'text',
    openData: { type: 'text' },
  }),
  latitude: fact({
    schema: coordinate(90),
    storage: column('latitude'),
    cell: 'number',
    topic: 'location',
    openData: { type: 'number' },
  }),
  longitude: fact({
    schema: coordinate(180),
    storage: column('longitude'),
    cell: 'number',
    topic: 'location',
    openData: { type: 'number' },
  }),
  website: fact({
    schema: z
      .preprocess(
        blankToNull,
        z
          .url({ message: 'url.invalid', protocol: /^https?$/ })
          .max(300, 'field.too.long')
          .nullish(),
      )
      .transform((v) => v ?? null),
    storage: column('website'),
    cell: 'text',
    openData: { type: 'url' },
  }),
  email: fact({
    schema: z
      .preprocess(blankToNull, z.email('email.invalid').trim().toLowerCase().nullish())
      .transform((v) => v ?? null),
    storage: column('email'),
    cell: 'text',
  }),
  phone: fact({ schema: optionalText(40), storage: column('phone'), cell: 'text' }),
  description: fact({
    schema: z.string().trim().max(10_000, 'field.too.long').default(''),
    storage: column('description'),
    cell: 'text',
  }),
  languages: fact({
    schema: uniqueList(z.string().regex(/^[a-z]{2}$/, 'language.invalid'), 10).default([]),
    storage: column('languages'),
    cell: 'lowerList',
    shown: { graphql: '[String]', description: 'Languages of instruction: ISO 639-1 codes.' },
    openData: { type: 'list' },
  }),
  accreditations: fact({
    schema: uniqueList(z.enum(ACCREDITATIONS, 'accreditation.invalid'), ACCREDITATIONS.length).default([]),
    storage: column('accreditations'),
    cell: 'list',
    shown: { graphql: '[String]' },
    openData: { type: 'list' },
  }),
  // Null: nobody said. Not a day school by default (decision 078).
  boarding: fact({
    schema: z.boolean('field.invalid').nullable().default(null),
    storage: column('boarding'),
    cell: 'boolean',
    shown: { graphql: 'Boolean', description: 'Whether it takes boarders; null: not known.' },
    openData: { type: 'boolean' },
  }),
  foundedYear: fact({
    schema: optionalInt(1800, 2100, 'year.invalid'),
    storage: column('founded_year'),
    cell: 'number',
    shown: { graphql: 'Int' },
  }),
  studentCount: fact({
    schema: optionalInt(0, 50_000, 'number.invalid'),
    storage: column('student_count'),
    cell: 'number',
    shown: { graphql: 'Int' },
  }),
  avgClassSize: fact({
    schema: optionalInt(1, 60, 'number.invalid'),
    storage: column('avg_class_size'),
    cell: 'number',
    shown: { graphql: 'Int' },
  }),
  teacherCount: fact({
    schema: optionalInt(1, 10_000, 'number.invalid'),
    storage: column('teacher_count'),
    cell: 'number',
    shown: { graphql: 'Int' },
  }),
  ageFrom: fact({
    schema: age('age.invalid'),
    storage: column('age_from'),
    cell: 'number',
    topic: 'ages',
    shown: { graphql: 'Int', description: 'Age at the start of the school year.' },
    openData: { type: 'integer' },
  }),
  ageTo: fact({
    schema: age('age.invalid'),
    storage: column('age_to'),
    cell: 'number',
    topic: 'ages',
    shown: { graphql: 'Int' },
    openData: { type: 'integer' },
  }),
  gradeSystem: fact({
    schema: z.enum(GRADE_SYSTEMS, 'field.invalid').default('UK'),
    storage: column('grade_system'),
    cell: 'choice',
    shown: { graphql: 'String', description: 'Whose grade names it uses: UK, US, FR, IB or DE.' },
  }),
  curriculums: fact({
    schema: uniqueList(z.string().regex(/^[a-z0-9-]{2,60}$/, 'curriculum.unknown'), 12).default([]),
    storage: { kind: 'own' },
    cell: 'lowerList',
    openData: { type: 'list' },
  }),
  fees: fact({
    schema: z.array(feeInputSchema, 'field.invalid').max(40, 'field.too.long').default([]),
    storage: { kind: 'own' },
    cell: 'fees',
  }),
  lastVerifiedAt: fact({
    schema: optionalDate(),
    storage: { kind: 'date', column: 'last_verified_at' },
    cell: 'text',
    openData: { type: 'date', field: 'lastVerified' },
  }),
  verifiedSource: fact({ schema: optionalText(200), storage: column('verified_source'), cell: 'text' }),
  admissions: fact({
    schema: admissionsSchema.prefault({}),
    storage: { kind: 'json', column: 'admissions' },
    cell: 'object',
  }),
  schoolLife: fact({
    schema: schoolLifeSchema.prefault({}),
    storage: { kind: 'json', column: 'school_life' },
    cell: 'object',
  }),
};

export type SchoolFactName = keyof typeof SCHOOL_FACTS;

type Facts = typeof SCHOOL_FACTS;

/** The facts whose entry's `key` is a `Value`: `FactsWhere<'shown', ShownFact>`. */
type FactsWhere<Key extends keyof SchoolFact, Value> = {
  [Name in SchoolFactName]: Facts[Name][Key] extends Value ? Name : never;
}[SchoolFactName];

/** The school row's columns that keep these facts (a fact in its own table has none). */
type ColumnsOf<Names extends SchoolFactName> = {
  [Name in Names]: Facts[Name]['storage'] extends { column: infer Column } ? Column : never;
}[Names];

/** The school row's columns that keep facts. */
export type SchoolFactColumn = ColumnsOf<SchoolFactName>;

/** The facts kept whole as JSON (`admissions`, `schoolLife`): each read back through its schema. */
export type JsonFactName = FactsWhere<'storage', { kind: 'json' }>;

/** Whether a fact (a change's field, say) is one kept whole as JSON. */
export const isJsonFact = (name: string): name is JsonFactName =>
  (SCHOOL_FACTS as Record<string, SchoolFact>)[name]?.storage.kind === 'json';

/** The facts every view of one school gives alike, under their own names (`shown`). */
export type ShownFactName = FactsWhere<'shown', ShownFact>;

/** The shown facts' values, as the input holds them. */
export type ShownFacts = { [Name in ShownFactName]: z.output<(typeof SCHOOL_FACTS)[Name]['schema']> };

/** The school row's columns that keep the shown facts. */
export type ShownFactColumn = ColumnsOf<ShownFactName>;

/** The facts the open data publishes (`openData`). */
export type PublishedFactName = FactsWhere<'openData', PublishedFact>;

/** The open data's field of a published fact: its own name unless the catalogue gives another. */
export type PublishedFieldName<Name extends PublishedFactName> =
  (typeof SCHOOL_FACTS)[Name]['openData'] extends {
    field: infer Field extends string;
  }
    ? Field
    : Name;

/** The published facts' values under their fields' names, as the input holds them. */
export type PublishedFacts = {
  [Name in PublishedFactName as PublishedFieldName<Name>]: z.output<(typeof SCHOOL_FACTS)[Name]['schema']>;
};

/** The school row's columns that keep the published facts (curriculums have their own table). */
export type PublishedFactColumn = ColumnsOf<PublishedFactName>;

type ShownFactEntry = [ShownFactName, SchoolFact & { shown: ShownFact }];
let shownEntries: ShownFactEntry[] | undefined;

/**
 * The shown facts as [name, fact] pairs, in the catalogue's order: picked once, as every school
 * page and comparison reads them.
 */
export const shownFactEntries = (): readonly ShownFactEntry[] =>
  (shownEntries ??= schoolFactEntries().filter((entry): entry is ShownFactEntry => Boolean(entry[1].shown)));

/** The open data's field of a fact (or of any field a file names, as it is): `countryCode` is `country`. */
export const publishedFieldOf = (name: string): string =>
  (SCHOOL_FACTS as Record<string, SchoolFact>)[name]?.openData?.field ?? name;

/** The facts as [name, fact] pairs, in the catalogue's order. */
export const schoolFactEntries = () => Object.entries(SCHOOL_FACTS) as [SchoolFactName, SchoolFact][];

/** The topic a school's history names a change of this fact by. */
export const topicOf = (name: SchoolFactName): string => SCHOOL_FACTS[name].topic ?? name;

/**
 * What a school's history names its changes by, in the order a parent reads a school (its form's
 * order), each once however many of its facts changed. Beyond the facts: the status and photos.
 */
export const SCHOOL_TOPICS = [
  'name',
  'countryCode',
  'city',
  'address',
  'location',
  'website',
  'email',
  'phone',
  'curriculums',
  'languages',
  'ages',
  'gradeSystem',
  'accreditations',
  'boarding',
  'description',
  'foundedYear',
  'studentCount',
  'avgClassSize',
  'teacherCount',
  'fees',
  'admissions',
  'schoolLife',
  'lastVerifiedAt',
  'verifiedSource',
  'status',
  'photos',
] as const;

/** The facts' checks, one field each, in the catalogue's order: the heart of `schoolInputSchema`. */
export const schoolFactsShape = Object.fromEntries(
  schoolFactEntries().map(([name, definition]) => [name, definition.schema]),
) as { [Name in SchoolFactName]: (typeof SCHOOL_FACTS)[Name]['schema'] };
