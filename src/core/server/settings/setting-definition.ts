import { z } from 'zod';
import { LANGUAGE_CODES } from '../../shared/languages';

export const SETTING_TYPES = {
  string: z.string().trim().max(500, 'field.too.long'),
  text: z.string().trim().max(5000, 'field.too.long'),
  // Whole documents (privacy policy, terms of use): a real one runs past 5,000 characters.
  longText: z.string().trim().max(50_000, 'field.too.long'),
  boolean: z.boolean(),
  url: z.url('url.invalid').max(500, 'field.too.long'),
  email: z.email('email.invalid').trim().toLowerCase(),
  languages: z.array(z.enum(LANGUAGE_CODES, 'language.invalid')).min(1, 'field.required'),
  secret: z.string().max(1000, 'field.too.long'),
  captchaProvider: z.enum(['altcha', 'recaptcha', 'hcaptcha', 'turnstile'], 'field.invalid'),
} as const;

export type SettingType = keyof typeof SETTING_TYPES;

export interface SettingDefinition {
  key: string;
  /** Section of spec section 3; the admin edits a section with `<section>:configure`. */
  section: string;
  type: SettingType;
  /** Private values never leave the server. */
  private?: boolean;
  /** Must be set before the setup is finalized. */
  required?: boolean;
  default?: unknown;
}
