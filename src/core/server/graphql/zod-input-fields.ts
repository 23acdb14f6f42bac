import type { InputFieldBuilder, InputFieldRef } from '@pothos/core';
import type { z } from 'zod';
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
