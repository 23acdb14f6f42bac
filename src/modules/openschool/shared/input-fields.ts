import { z } from 'zod';

// The building blocks of the school's input schemas (school-input.ts, admissions.ts): a form's
// empty field is no value, and every refusal is a translated code.

/** An empty or blank text, as a form sends an untouched field, is no value. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A text of at most `max` characters, trimmed, or null. */
export const optionalText = (max: number) =>
  z
    .preprocess(blankToNull, z.string().trim().max(max, 'field.too.long').nullish())
    .transform((v) => v ?? null);

/** A whole number from `min` to `max`, or null; refused with `code`. */
export const optionalInt = (min: number, max: number, code: string) =>
  z
    .preprocess(blankToNull, z.number(code).int(code).min(min, code).max(max, code).nullish())
    .transform((v) => v ?? null);

/** A calendar date, `2026-11-01`, or null. */
export const optionalDate = () =>
  z.preprocess(blankToNull, z.iso.date('date.invalid').nullish()).transform((v) => v ?? null);

/** A list of at most `max` items, none twice. */
export const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, 'field.invalid')
    .max(max, 'field.too.long')
    .refine((items) => new Set(items).size === items.length, 'list.duplicate');
