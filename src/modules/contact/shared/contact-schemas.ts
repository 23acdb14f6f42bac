import { z } from 'zod';
import { captchaTokenSchema } from '@/core/shared/captcha';
import { emailSchema } from '@/core/shared/email-schema';

export const CONTACT_LIMITS = {
  name: 100,
  subject: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** One line of text: inner whitespace (line breaks included) collapses, so it is safe in a mail header. */
const singleLine = (key: 'name' | 'subject', max: number) =>
  z
    .string({ message: `${key}.required` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, `${key}.required`).max(max, `${key}.too.long`));

/** The contact form (spec: /contact-us), checked the same way by the form and by the server. */
export const contactMessageInputSchema = z.object({
  name: singleLine('name', CONTACT_LIMITS.name),
  email: emailSchema,
  subject: singleLine('subject', CONTACT_LIMITS.subject),
  message: z
    .string({ message: 'message.too.short' })
    .trim()
    .min(CONTACT_LIMITS.messageMin, 'message.too.short')
    .max(CONTACT_LIMITS.messageMax, 'message.too.long'),
  captcha: captchaTokenSchema,
});

export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ContactMessage = z.output<typeof contactMessageInputSchema>;
