import { z } from 'zod';

/** The captcha providers an admin can choose; `altcha` is self-hosted and needs no keys. */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'hcaptcha', 'turnstile'] as const;

export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export type ThirdPartyCaptchaProvider = Exclude<CaptchaProvider, 'altcha'>;

/** What the browser widget needs: the provider in effect and, for a third party, its site key. */
export interface CaptchaPublicConfig {
  provider: CaptchaProvider;
  siteKey?: string;
}

export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';
export const CAPTCHA_CONFIG_PATH = '/api/captcha/config';

export function isCaptchaProvider(value: unknown): value is CaptchaProvider {
  return CAPTCHA_PROVIDERS.includes(value as CaptchaProvider);
}

/** A solved captcha as a form sends it: the providers' tokens run to a few thousand characters. */
export const captchaTokenSchema = z
  .string({ message: 'captcha.invalid' })
  .min(1, 'captcha.invalid')
  .max(10_000, 'captcha.invalid');
