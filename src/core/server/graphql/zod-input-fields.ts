import type { InputFieldBuilder, InputFieldRef } from '@pothos/core';
import {
  ZodArray,
  ZodBoolean,
  ZodDefault,
  ZodNullable,
  ZodNumber,
  ZodOptional,
  ZodPipe,
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

function formScalarOf(schema: z.ZodType): FormScalar | [FormScalar] | null {
  let inner = schema;
  for (;;) {
    if (inner instanceof ZodOptional || inner instanceof ZodNullable) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof ZodDefault) inner = inner.def.innerType as z.ZodType;
    // A preprocess reads its output's kind; a transform reads its input's.
    else if (inner instanceof ZodPipe)
      inner = (inner.def.in instanceof ZodTransform ? inner.def.out : inner.def.in) as z.ZodType;
    else break;
  }
  // By the definition's kind: formats (`z.url()`, `z.int()`) are not instances of ZodString, ZodNumber.
  const kind = inner.def.type;
  if (kind === 'string' || kind === 'enum') return 'String';
  if (kind === 'number') return (inner as z.ZodNumber).isInt ? 'Int' : 'Float';
  if (kind === 'boolean') return 'Boolean';
  if (inner instanceof ZodArray) {
    const element = formScalarOf(inner.def.element as z.ZodType);
    return typeof element === 'string' ? [element] : null;
  }
  return null;
}

/**
 * A public form's GraphQL input type built from the zod object the form and the server share:
 * each field typed by what the schema reads (a text or a choice a String, an integer an Int,
 * another number a Float, a boolean a Boolean, a list of those a list), and every field optional.
 * The types tell a client what to send; the zod schema, run by the service, still says which
 * field is missing or wrong with a translated code (`fieldErrors`), as the form shows it.
 */
export function formInputFieldsOf<Shape extends z.ZodRawShape>(
  t: InputFieldBuilder<AppSchemaTypes, 'InputObject'>,
  schema: z.ZodObject<Shape>,
  descriptions: Partial<Record<keyof Shape, string>> = {},
): { [Key in keyof Shape]: InputFieldRef<AppSchemaTypes, unknown> } {
  const fields: Record<string, InputFieldRef<AppSchemaTypes, unknown>> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const scalar = formScalarOf(field as z.ZodType);
    if (!scalar) throw new Error(`formInputFieldsOf: \`${key}\` reads no scalar or list of scalars`);
    const description = descriptions[key];
    fields[key] = t.field({ type: scalar, required: false, description });
  }
  return fields as { [Key in keyof Shape]: InputFieldRef<AppSchemaTypes, unknown> };
}
