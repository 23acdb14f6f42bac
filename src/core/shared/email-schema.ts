import { z } from 'zod';

/** An email as the spec wants it: trimmed, lowercased, valid, at least 4 characters. */
export const emailSchema = z
  .string({ message: 'field.required' })
  .trim()
  .toLowerCase()
  .min(1, 'field.required')
  .min(4, 'email.too.short')
  .pipe(z.email('email.invalid'));
