import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';

/** The languages a name is translated into: English stays on the row itself (decision 099). */
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** Which thing's names, in which language: what the admin reads and writes. */
export const dataNameKeySchema = z.object({
  entity: z.string().trim().min(1, 'field.required').max(60, 'field.too.long'),
  thing: z.string().trim().min(1, 'field.required').max(200, 'field.too.long'),
  lng: z.enum(TRANSLATED_LANGUAGES as [string, ...string[]], 'language.invalid'),
});

/** One language's names of a thing, by field; an empty text shows the English one again. */
export const dataNamesInputSchema = dataNameKeySchema.extend({
  values: z.record(z.string(), z.string().trim().max(5000, 'field.too.long'), 'field.invalid'),
});
export type DataNamesInput = z.input<typeof dataNamesInputSchema>;
