import type { Challenge } from 'altcha-lib';
import {
  type CaptchaProvider,
  type CaptchaPublicConfig,
  isCaptchaProvider,
  type ThirdPartyCaptchaProvider,
} from '@/core/shared/captcha';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/settings-service';
import { AltchaVerifier } from './altcha-verifier';
import { siteVerify } from './site-verify';

export interface CaptchaServiceOptions {
  db: Db;
  settings: SettingsService;
  /** Signs ALTCHA challenges; any long server secret. */
  hmacKey: string;
  /** Base URL replacing the third parties' siteverify hosts (a fake in tests, `CAPTCHA_VERIFY_URL`). */
  verifyUrl?: string | undefined;
  /** Told when a third party cannot be asked, which the visitor only sees as `captcha.unavailable`. */
  log?: { warn(details: object, message: string): void };
}

type ProviderInEffect =
  | { provider: 'altcha' }
  | { provider: ThirdPartyCaptchaProvider; siteKey: string; secret: string };

/**
 * The captcha of the public forms (register, password lost, contact, newsletter…).
 * ALTCHA (self-hosted proof of work) unless CAPTCHA_PROVIDER names a third party
 * and both its keys are set: a half-configured third party must not lock the forms.
 */
export class CaptchaService {
  private readonly altcha: AltchaVerifier;

  constructor(private readonly options: CaptchaServiceOptions) {
    this.altcha = new AltchaVerifier(options.db, options.hmacKey);
  }

  /** What the browser widget needs; never the secret. */
  async publicConfig(): Promise<CaptchaPublicConfig> {
    const inEffect = await this.providerInEffect();
    return inEffect.provider === 'altcha'
      ? { provider: 'altcha' }
      : { provider: inEffect.provider, siteKey: inEffect.siteKey };
  }

  /** A signed ALTCHA challenge, expiring in 10 minutes, as the widget fetches it. */
  createChallenge(): Promise<Challenge> {
    return this.altcha.createChallenge();
  }

  /**
   * Accepts a token once. Throws AppError `captcha.invalid` for a missing, wrong, expired or
   * reused token and `captcha.unavailable` when the third party cannot be reached; both are 400.
   */
  async verify(token: string | undefined | null, remoteIp?: string): Promise<void> {
    if (!token) throw new AppError('captcha.invalid');
    const inEffect = await this.providerInEffect();
    if (inEffect.provider === 'altcha') return this.altcha.verify(token);
    try {
      await siteVerify({
        provider: inEffect.provider,
        secret: inEffect.secret,
        token,
        remoteIp,
        verifyUrl: this.options.verifyUrl,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'captcha.unavailable') {
        this.options.log?.warn(
          { err: error.cause, provider: inEffect.provider },
          'captcha provider unavailable',
        );
      }
      throw error;
    }
  }

  private async providerInEffect(): Promise<ProviderInEffect> {
    const { settings } = this.options;
    const chosen = await settings.get<CaptchaProvider>('CAPTCHA_PROVIDER');
    if (!isCaptchaProvider(chosen) || chosen === 'altcha') return { provider: 'altcha' };
    const siteKey = await settings.get<string>('CAPTCHA_SITE_KEY');
    const secret = await settings.get<string>('CAPTCHA_SECRET_KEY');
    if (!siteKey || !secret) return { provider: 'altcha' };
    return { provider: chosen, siteKey, secret };
  }
}
