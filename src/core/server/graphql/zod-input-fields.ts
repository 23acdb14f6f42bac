import type { InputFieldBuilder, InputFieldRef } from '@pothos/core';
import { ZodBoolean, ZodNullable, ZodNumber, ZodOptional, ZodString, type z } from 'zod';
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
