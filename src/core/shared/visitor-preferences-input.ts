import { z } from 'zod';

/** One preference sent to `savePreferences`: its name and value; a null or empty value forgets it. */
export const preferenceInputSchema = z.object({
  name: z.string('preference.unknown').min(1, 'preference.unknown').max(40, 'preference.unknown'),
  value: z.string('preference.invalid').max(400, 'preference.invalid').nullable(),
});

/** The `savePreferences` input: one to ten preferences, saved together or not at all. */
export const savePreferencesInputSchema = z
  .array(preferenceInputSchema, 'preference.invalid')
  .min(1, 'preference.invalid')
  .max(10, 'preference.invalid');
export type SavePreferencesInput = z.infer<typeof savePreferencesInputSchema>;
