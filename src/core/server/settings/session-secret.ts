import { randomBytes } from 'node:crypto';
import type { SettingsService } from './settings-service';

/**
 * SESSION_SECRET signs what the server must recognise later (captcha challenges…). It is
 * generated, never typed: the first start creates it, every later start reads it back.
 */
export async function ensureSessionSecret(settings: SettingsService): Promise<string> {
  const existing = await settings.get<string>('SESSION_SECRET');
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  await settings.set('SESSION_SECRET', secret);
  return secret;
}
