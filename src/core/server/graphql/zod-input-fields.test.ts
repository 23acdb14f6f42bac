import SchemaBuilder from '@pothos/core';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formInputFieldsOf, inputFieldsOf, textInputFields } from './zod-input-fields';

/** The printed input type the fields make, on a builder of its own. */
function printedInput(fields: (t: never) => Record<string, unknown>): string {
  // No plugins: the scope-auth plugin's options, required by its global types, are not needed.
  const builder = new SchemaBuilder({} as never);
  const Sample = builder.inputType('Sample', { fields: (t) => fields(t as never) as never });
  builder.queryType({
    fields: (t) => ({ ok: t.boolean({ args: { input: t.arg({ type: Sample }) }, resolve: () => true }) }),
  });
  const printed = printSchema(builder.toSchema());
  return printed.slice(
    printed.indexOf('input Sample'),
    printed.indexOf('}', printed.indexOf('input Sample')) + 1,
  );
}

describe('input fields from zod schemas', () => {
  it('maps each field by its kind, required unless the schema lets it be left out', () => {
    const schema = z.object({
      name: z.string().trim().max(10),
      page: z.number().int().nullish(),
      ratio: z.number(),
      open: z.boolean().optional(),
    });
    expect(printedInput((t) => inputFieldsOf(t, schema))).toBe(
      'input Sample {\n  name: String!\n  open: Boolean\n  page: Int\n  ratio: Float!\n}',
    );
  });

  it('refuses a field of another kind unless it is given', () => {
    const schema = z.object({ tags: z.array(z.string()) });
    expect(() => printedInput((t) => inputFieldsOf(t, schema))).toThrow(/tags/);
  });

  it('makes every key of the schemas one optional String', () => {
    const a = z.object({ email: z.string(), password: z.string() });
    const b = z.object({ email: z.string(), token: z.string() });
    expect(printedInput((t) => textInputFields(t, [a, b], { token: 'From the link.' }))).toBe(
      'input Sample {\n  email: String\n  password: String\n\n  """From the link."""\n  token: String\n}',
    );
  });
});

describe('a public form’s input type', () => {
  it('types each field by what the schema reads, every one optional so the schema names what is missing', () => {
    const schema = z.object({
      name: z.string().trim().min(2),
      kind: z.enum(['a', 'b']),
      mark: z.preprocess((value) => (value === '' ? null : value), z.number().int().nullable()),
      note: z.preprocess((value) => value ?? null, z.string().nullable()).transform((text) => text ?? ''),
      at: z.number(),
      ids: z.array(z.string()).default([]),
    });
    expect(printedInput((t) => formInputFieldsOf(t, schema))).toBe(
      'input Sample {\n  at: Float\n  ids: [String!]\n  kind: String\n  mark: Int\n  name: String\n  note: String\n}',
    );
  });

  it('refuses a field that reads no scalar', () => {
    const schema = z.object({ fees: z.array(z.object({ amount: z.number() })) });
    expect(() => printedInput((t) => formInputFieldsOf(t, schema))).toThrow(/fees/);
  });
});
