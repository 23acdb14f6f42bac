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

/** The whole printed schema the fields make, with the input types they add. */
function printedSchema(fields: (t: never) => Record<string, unknown>): string {
  const builder = new SchemaBuilder({} as never);
  const Sample = builder.inputType('Sample', { fields: (t) => fields(t as never) as never });
  builder.queryType({
    fields: (t) => ({ ok: t.boolean({ args: { input: t.arg({ type: Sample }) }, resolve: () => true }) }),
  });
  return printSchema(builder.toSchema());
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
      'input Sample {\n  at: Float\n  ids: [String!]\n\n  """One of a, b."""\n  kind: String\n  mark: Int\n  name: String\n  note: String\n}',
    );
  });

  it('refuses an object or a list of objects whose input type is not named, naming its path', () => {
    const fee = z.object({ amount: z.number() });
    expect(() => printedInput((t) => formInputFieldsOf(t, z.object({ fees: z.array(fee) })))).toThrow(
      /name the input type of `fees`/,
    );
    const nested = z.object({ admissions: z.object({ places: z.array(z.object({ age: z.number() })) }) });
    expect(() =>
      printedSchema((t) => formInputFieldsOf(t, nested, {}, { admissions: 'AdmissionsInput' })),
    ).toThrow(/name the input type of `admissions.places`/);
  });

  it('refuses a field that reads nothing a client can send, and one name given to two objects', () => {
    expect(() => printedInput((t) => formInputFieldsOf(t, z.object({ at: z.date() })))).toThrow(/`at`/);
    const twice = z.object({ a: z.object({ x: z.string() }), b: z.object({ y: z.string() }) });
    expect(() => printedSchema((t) => formInputFieldsOf(t, twice, {}, { a: 'AInput', b: 'AInput' }))).toThrow(
      /`AInput` names two different objects/,
    );
  });

  it('makes each object and list of objects an input type named by its path, every field optional', () => {
    const place = z.object({ age: z.number().int(), status: z.enum(['open', 'extra-cost']) });
    const schema = z.object({
      fees: z.array(z.object({ amount: z.number(), note: z.string().nullish() })).default([]),
      admissions: z
        .object({ places: z.array(place).default([]), kinds: z.array(z.enum(['a', 'b'])).default([]) })
        .prefault({}),
    });
    const printed = printedSchema((t) =>
      formInputFieldsOf(
        t,
        schema,
        { 'admissions.places.age': 'The age a child starts the year.', fees: 'At most 40.' },
        { fees: 'FeeInput', admissions: 'AdmissionsInput', 'admissions.places': 'PlacesInput' },
      ),
    );
    expect(printed).toContain(
      'input Sample {\n  admissions: AdmissionsInput\n\n  """At most 40."""\n  fees: [FeeInput!]\n}',
    );
    expect(printed).toContain('  amount: Float\n  note: String\n}');
    expect(printed).toContain('"""Each one of a, b."""\n  kinds: [String!]\n  places: [PlacesInput!]\n}');
    expect(printed).toContain(
      'input PlacesInput {\n  """The age a child starts the year."""\n  age: Int\n\n  """One of open, extra-cost."""\n  status: String\n}',
    );
  });

  it('makes one input type of an object two forms share under one name', () => {
    const child = z.object({ birthDate: z.string() });
    const printed = printedSchema((t) => ({
      ...formInputFieldsOf(t, z.object({ children: z.array(child) }), {}, { children: 'ChildInput' }),
      ...formInputFieldsOf(t, z.object({ eldest: child }), {}, { eldest: 'ChildInput' }),
    }));
    expect(printed.match(/input ChildInput/g)).toHaveLength(1);
    expect(printed).toContain('children: [ChildInput!]\n  eldest: ChildInput\n}');
  });
});
