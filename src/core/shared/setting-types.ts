import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';

/**
 * The value schema of each setting type, shared by the server (every write) and the admin's
 * settings forms, so a rule is written once. Messages are error codes of the `errors` namespace.
 */
export const SETTING_TYPES = {
  string: z.string().trim().max(500, 'field.too.long'),
  text: z.string().trim().max(5000, 'field.too.long'),
  // Whole documents (privacy policy, terms of use): a real one runs past 5,000 characters.
  longText: z.string().trim().max(50_000, 'field.too.long'),
  boolean: z.boolean('field.invalid'),
  url: z.url('url.invalid').max(500, 'field.too.long'),
  email: z.email('email.invalid').trim().toLowerCase(),
  languages: z.array(z.enum(LANGUAGE_CODES, 'language.invalid'), 'field.invalid').min(1, 'field.required'),
  secret: z.string().max(1000, 'field.too.long'),
  captchaProvider: z.enum(['altcha', 'recaptcha', 'hcaptcha', 'turnstile'], 'field.invalid'),
} as const;

export type SettingType = keyof typeof SETTING_TYPES;

export const CAPTCHA_PROVIDERS = SETTING_TYPES.captchaProvider.options;
