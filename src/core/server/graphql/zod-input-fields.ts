import type { InputFieldBuilder, InputFieldRef } from '@pothos/core';
import {
  ZodArray,
  ZodBoolean,
  ZodDefault,
  ZodEnum,
  ZodNullable,
  ZodNumber,
  ZodObject,
  ZodOptional,
  ZodPipe,
  ZodPrefault,
  ZodString,
  ZodTransform,
  type z,
} from 'zod';
import type { AppSchemaTypes } from './builder';

/** A zod object whose every field is given as a text (or left out). */
type TextObjectSchema = z.ZodObject<Record<string, z.ZodType<unknown, string | null | undefined>>>;

/** Every key of any of the schemas. */
type KeysOf<Schemas extends readonly TextObjectSchema[]> = Schemas[number] extends infer Schema
  ? Schema extends TextObjectSchema
    ? keyof Schema['shape'] & string
    : never
  : never;

/**
 * The fields of a GraphQL input type, named after the keys of the zod schemas that read it:
 * each an optional String, once however many schemas name it. The GraphQL type stays loose
 * on purpose: the zod schema, the one the form shares, says what is valid and which field is
 * wrong, with a translated code rather than a GraphQL validation error. Only for schemas whose
 * fields are texts (the type check refuses others).
 */
export function textInputFields<const Schemas extends readonly TextObjectSchema[]>(
  t: InputFieldBuilder<AppSchemaTypes, 'InputObject'>,
  schemas: Schemas,
  descriptions: Partial<Record<KeysOf<Schemas>, string>> = {},
): Record<KeysOf<Schemas>, InputFieldRef<AppSchemaTypes, string | null | undefined>> {
  const keys = [...new Set(schemas.flatMap((schema) => Object.keys(schema.shape)))] as KeysOf<Schemas>[];
  return Object.fromEntries(keys.map((key) => [key, t.string({ description: descriptions[key] })])) as Record<
    KeysOf<Schemas>,
    InputFieldRef<AppSchemaTypes, string | null | undefined>
  >;
}

/** The zod schema under `.optional()`, `.nullable()` and `.nullish()`, and whether it may be left out. */
function unwrapped(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  let inner = schema;
  let required = true;
  while (inner instanceof ZodOptional || inner instanceof ZodNullable) {
    inner = inner.unwrap() as z.ZodType;
    required = false;
  }
  return { inner, required };
}

type ScalarFields<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: InputFieldRef<AppSchemaTypes, z.input<Shape[Key]>>;
};

/**
 * A GraphQL input type's fields built from the zod object that checks it: a text is a String, an
 * integer an Int, another number a Float, a boolean a Boolean, required unless the schema lets
 * it be left out. A field of another kind (a list of objects…) is given in `fields`, built with
 * `t`; the zod schema still checks it.
 */
export function inputFieldsOf<
  Shape extends z.ZodRawShape,
  Given extends Partial<Record<keyof Shape, InputFieldRef<AppSchemaTypes, unknown>>> = Record<never, never>,
>(
  t: InputFieldBuilder<AppSchemaTypes, 'InputObject'>,
  schema: z.ZodObject<Shape>,
  options: { descriptions?: Partial<Record<keyof Shape, string>>; fields?: Given } = {},
): Omit<ScalarFields<Shape>, keyof Given> & Given {
  const fields: Record<string, InputFieldRef<AppSchemaTypes, unknown> | undefined> = { ...options.fields };
  for (const [key, field] of Object.entries(schema.shape)) {
    if (fields[key]) continue;
    const { inner, required } = unwrapped(field as z.ZodType);
    const description = options.descriptions?.[key];
    if (inner instanceof ZodString) fields[key] = t.string({ required, description });
    else if (inner instanceof ZodNumber)
      fields[key] = inner.isInt ? t.int({ required, description }) : t.float({ required, description });
    else if (inner instanceof ZodBoolean) fields[key] = t.boolean({ required, description });
    else throw new Error(`inputFieldsOf: give the GraphQL field of \`${key}\` (${inner.def.type}) in fields`);
  }
  return fields as Omit<ScalarFields<Shape>, keyof Given> & Given;
}

/** The scalar a zod schema reads, under wrappers, defaults and transforms: what a client sends. */
type FormScalar = 'String' | 'Int' | 'Float' | 'Boolean';

/** What one field of a form reads: a scalar (its choices, for an enum) or an object, alone or in a list. */
interface FormRead {
  item: FormScalar | z.ZodObject;
  list: boolean;
  choices: readonly string[] | null;
}

/** The schema under `.optional()`, `.nullable()`, defaults, and the side of a pipe a client fills. */
function readSchemaOf(schema: z.ZodType): z.ZodType {
  let inner = schema;
  for (;;) {
    if (inner instanceof ZodOptional || inner instanceof ZodNullable) inner = inner.unwrap() as z.ZodType;
    // `.default()` and `.prefault()` (a nested form's `{}` when left out).
    else if (inner instanceof ZodDefault || inner instanceof ZodPrefault)
      inner = inner.def.innerType as z.ZodType;
    // A preprocess reads its output's kind; a transform reads its input's.
    else if (inner instanceof ZodPipe)
      inner = (inner.def.in instanceof ZodTransform ? inner.def.out : inner.def.in) as z.ZodType;
    else return inner;
  }
}

function formReadOf(schema: z.ZodType, list = false): FormRead | null {
  const inner = readSchemaOf(schema);
  // By the definition's kind: formats (`z.url()`, `z.int()`) are not instances of ZodString, ZodNumber.
  const kind = inner.def.type;
  if (kind === 'string') return { item: 'String', list, choices: null };
  if (inner instanceof ZodEnum) return { item: 'String', list, choices: inner.options.map(String) };
  if (kind === 'number') return { item: (inner as z.ZodNumber).isInt ? 'Int' : 'Float', list, choices: null };
  if (kind === 'boolean') return { item: 'Boolean', list, choices: null };
  if (inner instanceof ZodObject) return { item: inner, list, choices: null };
  if (inner instanceof ZodArray && !list) return formReadOf(inner.def.element as z.ZodType, true);
  return null;
}

/** A field's description, with the choices a String takes said (GraphQL enum names cannot hold `extra-cost`). */
function describedWithChoices(description: string | undefined, read: FormRead): string | undefined {
  if (!read.choices) return description;
  const choices = `${read.list ? 'Each one of' : 'One of'} ${read.choices.join(', ')}.`;
  return description ? `${description} ${choices}` : choices;
}

export interface FormInputOptions {
  /** Descriptions by path: `comment`, `fees.note`, `admissions.places.status`. */
  descriptions?: Record<string, string>;
  /** The input type of each object in the form, or of each object of a list, by path: `{ fees: 'SchoolFeeInput' }`. */
  inputTypes?: Record<string, string>;
}

type NestedInputs = Map<string, { schema: z.ZodObject; ref: unknown }>;
/** The nested input types made so far, per schema builder: a name is one zod object's, once. */
const nestedInputsOf = new WeakMap<object, NestedInputs>();

function nestedInputType(
  t: InputFieldBuilder<AppSchemaTypes, 'InputObject'>,
  name: string,
  schema: z.ZodObject,
  path: string,
  options: FormInputOptions,
) {
  const made = nestedInputsOf.get(t.builder) ?? new Map<string, { schema: z.ZodObject; ref: unknown }>();
  nestedInputsOf.set(t.builder, made);
  const known = made.get(name);
  if (known) {
    if (known.schema !== schema)
      throw new Error(`formInputFieldsOf: \`${name}\` names two different objects`);
    return known.ref;
  }
  const ref = t.builder.inputType(name, {
    description: `The form’s \`${path}\`: what is missing or wrong comes back in \`fieldErrors\` by its path.`,
    fields: (nested) => formFields(nested, schema, `${path}.`, options),
  });
  made.set(name, { schema, ref });
  return ref;
}

function formFields(
  t: InputFieldBuilder<AppSchemaTypes, 'InputObject'>,
  schema: z.ZodObject,
  prefix: string,
  options: FormInputOptions,
): Record<string, InputFieldRef<AppSchemaTypes, unknown>> {
  const fields: Record<string, InputFieldRef<AppSchemaTypes, unknown>> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const path = `${prefix}${key}`;
    const read = formReadOf(field as z.ZodType);
    if (!read) throw new Error(`formInputFieldsOf: \`${path}\` reads no scalar, object or list of them`);
    let type: unknown;
    if (typeof read.item === 'string') type = read.item;
    else {
      const name = options.inputTypes?.[path];
      if (!name) throw new Error(`formInputFieldsOf: name the input type of \`${path}\` in inputTypes`);
      type = nestedInputType(t, name, read.item, path, options);
    }
    const description = describedWithChoices(options.descriptions?.[path], read);
    fields[key] = t.field({ type: (read.list ? [type] : type) as never, required: false, description });
  }
  return fields;
}

/**
 * A public form's GraphQL input type built from the zod object the form and the server share:
 * each field typed by what the schema reads (a text or a choice a String, its choices said in its
 * description; an integer an Int, another number a Float, a boolean a Boolean, a list of those a
 * list), and every field optional. An object, or a list of objects, becomes an input type of its
 * own, named in `inputTypes` by its path (`fees`, `admissions.places`); one left unnamed stops the
 * server at start. The types tell a client what to send; the zod schema, run by the service, still
 * says which field is missing or wrong with a translated code and its path (`fees.0.currency`), as
 * the form shows it.
 */
export function formInputFieldsOf<Shape extends z.ZodRawShape>(
  t: InputFieldBuilder<AppSchemaTypes, 'InputObject'>,
  schema: z.ZodObject<Shape>,
  descriptions: Record<string, string> = {},
  inputTypes: Record<string, string> = {},
): { [Key in keyof Shape]: InputFieldRef<AppSchemaTypes, unknown> } {
  return formFields(t, schema, '', { descriptions, inputTypes }) as {
    [Key in keyof Shape]: InputFieldRef<AppSchemaTypes, unknown>;
  };
}
