import type { ThirdPartyCaptchaProvider } from '@/core/shared/captcha';
import { AppError } from '../errors';

/** The documented verification endpoints; all three take the same form and answer alike. */
export const SITE_VERIFY_URLS: Record<ThirdPartyCaptchaProvider, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

// Error codes that mean our own configuration is wrong: the visitor cannot fix it by retrying.
const CONFIGURATION_ERRORS = new Set([
  'missing-input-secret',
  'invalid-input-secret',
  'sitekey-secret-mismatch',
]);
const TIMEOUT_MS = 5_000;

export interface SiteVerifyRequest {
  provider: ThirdPartyCaptchaProvider;
  secret: string;
  token: string;
  remoteIp?: string | undefined;
  /** Base URL of a stand-in service (a fake in tests): `${verifyUrl}/<provider>/siteverify`. */
  verifyUrl?: string | undefined;
}

export function siteVerifyUrl(provider: ThirdPartyCaptchaProvider, verifyUrl?: string): string {
  return verifyUrl ? `${verifyUrl.replace(/\/+$/, '')}/${provider}/siteverify` : SITE_VERIFY_URLS[provider];
}

/**
 * Asks the provider whether the token is good. Throws `captcha.invalid` when it says no and
 * `captcha.unavailable` (still a 400: the form can be retried) when it cannot be asked.
 */
export async function siteVerify(request: SiteVerifyRequest): Promise<void> {
  const form = new URLSearchParams({ secret: request.secret, response: request.token });
  if (request.remoteIp) form.set('remoteip', request.remoteIp);
  let body: { success?: unknown; 'error-codes'?: unknown };
  try {
    const response = await fetch(siteVerifyUrl(request.provider, request.verifyUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status !== 200) throw new Error(`siteverify answered ${response.status}`);
    body = (await response.json()) as typeof body;
  } catch (error) {
    throw unavailable(error);
  }
  if (body.success === true) return;
  const codes = Array.isArray(body['error-codes']) ? body['error-codes'].map(String) : [];
  if (codes.some((code) => CONFIGURATION_ERRORS.has(code))) {
    throw unavailable(new Error(`${request.provider} rejected our keys: ${codes.join(', ')}`));
  }
  throw new AppError('captcha.invalid');
}

/** The cause is for the server log; the client only ever sees the code. */
function unavailable(cause: unknown): AppError {
  return Object.assign(new AppError('captcha.unavailable'), { cause });
}
