import { z } from 'zod';

/** Trimmed text that must be present; `key` is the message for both a missing and a blank value. */
const requiredText = (key: string, maxLength: number) =>
  z.string(key).trim().min(1, key).max(maxLength, 'field.too.long');

/** Trimmed, lowercased identifier; blank counts as not given. */
const optionalKey = (maxLength: number) =>
  z
    .string('field.invalid')
    .trim()
    .toLowerCase()
    .max(maxLength, 'field.too.long')
    .optional()
    .transform((value) => value || undefined);

/** Values a template placeholder `{{name}}` can be filled with. */
export const mailVariablesSchema = z.record(
  z.string().max(100, 'variables.invalid'),
  z.union([z.string().max(20_000, 'variables.invalid'), z.number()], 'variables.invalid'),
  'variables.invalid',
);

/** Addresses, one or several separated by commas: generous, but bounded. */
const ADDRESSES_MAX = 2000;
/** A body, HTML or text: a long letter, not a file. */
const BODY_MAX = 1_000_000;

/**
 * An outgoing mail (spec section 5, "Mail send"). With a `template`, the stored template's
 * subject and bodies (rendered with `variables`) replace `subject`, `html` and `text`.
 */
export const mailSendInputSchema = z.object(
  {
    from: requiredText('from.required', ADDRESSES_MAX),
    to: requiredText('to.required', ADDRESSES_MAX),
    bcc: z
      .string('field.invalid')
      .trim()
      .max(ADDRESSES_MAX, 'field.too.long')
      .optional()
      .transform((value) => value || undefined),
    // Where answers go when it is not `from` (a contact message: the visitor who wrote it).
    replyTo: z
      .string('field.invalid')
      .trim()
      .max(ADDRESSES_MAX, 'field.too.long')
      .optional()
      .transform((value) => value || undefined),
    // A header line's limit (RFC 5322).
    subject: requiredText('subject.required', 998),
    template: optionalKey(100),
    lang: optionalKey(10),
    html: z.string('field.invalid').max(BODY_MAX, 'field.too.long').optional(),
    text: z.string('field.invalid').max(BODY_MAX, 'field.too.long').optional(),
    variables: mailVariablesSchema.optional(),
    // Where one click stops mail like this one (RFC 8058): sent as List-Unsubscribe, with
    // List-Unsubscribe-Post, for the mail clients' own unsubscribe button.
    unsubscribeUrl: z
      .url({ message: 'url.invalid', protocol: /^https?$/ })
      .max(2000, 'field.too.long')
      .optional(),
  },
  'input.invalid',
);

export type MailSendInput = z.input<typeof mailSendInputSchema>;
export type MailSend = z.output<typeof mailSendInputSchema>;
export type MailVariables = z.output<typeof mailVariablesSchema>;

/** The test-mail form's limits (spec section 5), shown by the form as one types. */
export const TEST_MAIL_SUBJECT_MAX = 50;
export const TEST_MAIL_BODY_MAX = 500;

/** A required address, trimmed and lowercased before it is checked. */
const requiredEmail = z
  .string('field.required')
  .trim()
  .toLowerCase()
  .min(1, 'field.required')
  .pipe(z.email('email.invalid'));

/** The admin's test-mail form (spec section 3): a quick check that the configured provider delivers. */
export const testMailInputSchema = z.object(
  {
    from: requiredEmail,
    to: requiredEmail,
    subject: z.string('field.invalid').trim().max(TEST_MAIL_SUBJECT_MAX, 'field.too.long').default(''),
    text: z.string('field.invalid').max(TEST_MAIL_BODY_MAX, 'field.too.long').default(''),
    html: z.string('field.invalid').max(TEST_MAIL_BODY_MAX, 'field.too.long').default(''),
  },
  'input.invalid',
);

export type TestMailInput = z.input<typeof testMailInputSchema>;
export type TestMail = z.output<typeof testMailInputSchema>;
