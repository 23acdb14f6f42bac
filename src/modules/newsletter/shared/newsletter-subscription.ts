import { z } from 'zod';
import {
  NEWSLETTER_COUNTRIES_PATH,
  NEWSLETTER_PAGE_PATH,
  NEWSLETTER_SUBSCRIBE_PATH,
  NEWSLETTER_THANKS_PATH,
} from './newsletter-paths';

// Kept importable from here, where they were first written.
export { NEWSLETTER_COUNTRIES_PATH, NEWSLETTER_PAGE_PATH, NEWSLETTER_SUBSCRIBE_PATH, NEWSLETTER_THANKS_PATH };

/** An optional text field: a blank form field or null means "not given". */
const optionalText = (max: number, code: string) =>
  z
    .string({ message: 'field.invalid' })
    .trim()
    .max(max, code)
    .nullish()
    .transform((value) => value || null);

/** Spec sections 3 and 5: email required and valid; names optional; country optional, 2 characters. */
export const newsletterSubscriptionInputSchema = z.object(
  {
    email: z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? 'field.required' : 'email.invalid',
      })
      .trim()
      .toLowerCase()
      .min(1, 'field.required')
      .max(254, 'email.invalid')
      .pipe(z.email('email.invalid')),
    firstName: optionalText(50, 'firstName.too.long'),
    lastName: optionalText(50, 'lastName.too.long'),
    country: z
      .string({ message: 'country.invalid' })
      .trim()
      .toUpperCase()
      .refine((code) => code === '' || /^[A-Z]{2}$/.test(code), 'country.invalid')
      .nullish()
      .transform((code) => code || null),
  },
  // A body that is not an object at all (a string, an array, nothing).
  { message: 'input.invalid' },
);
export type NewsletterSubscriptionInput = z.output<typeof newsletterSubscriptionInputSchema>;
/** What a form holds before parsing: every field a string. */
export type NewsletterSubscriptionForm = z.input<typeof newsletterSubscriptionInputSchema>;

/** The answer of the subscribe call (spec section 7: success, code, error), plus the fields at fault. */
export interface NewsletterSubscribeResult {
  success: boolean;
  code: string | null;
  error: string | null;
  field: string | null;
  fieldErrors: { field: string; code: string }[];
}

/** The statuses /newsletter/thanks shows, from the query string the server's links redirect with. */
export type NewsletterThanksStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'failed';
