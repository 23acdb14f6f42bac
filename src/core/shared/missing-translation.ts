import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';

/** What the browser reports when a translation key is missing (spec: with ns and lng). */
export const missingTranslationInputSchema = z.object({
  lng: z.enum(LANGUAGE_CODES, 'language.invalid'),
  ns: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'field.invalid'),
  key: z.string().min(1, 'field.required').max(200, 'field.too.long'),
});
export type MissingTranslationInput = z.input<typeof missingTranslationInputSchema>;
