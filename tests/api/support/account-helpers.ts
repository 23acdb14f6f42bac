import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { MailTables } from '../../../src/core/server/mail/mail-tables';
import type { TestApp } from './test-app';

/** Does what the captcha widget does in a browser: fetch a challenge, solve it, encode the answer. */
export async function solveCaptcha(api: TestApp): Promise<string> {
  const challenge: Challenge = (
    await api.app.inject({ method: 'GET', url: '/api/captcha/challenge' })
  ).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The newest mail sent to an address, as stored in the outbox. */
export async function lastMail(api: TestApp, to: string) {
  return api.database.db
    .withTables<MailTables>()
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The token of the link in the newest mail to an address: `/activate-account/<token>` → token. */
export async function tokenFromMail(api: TestApp, to: string, path: string): Promise<string> {
  const mail = await lastMail(api, to);
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in the last mail to ${to}: ${mail?.text}`);
  return match[1];
}

let sequence = 0;
/** A unique address per call, so tests never share accounts. */
export function uniqueEmail(prefix = 'parent'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}@example.com`;
}

/** The `sid` cookie a response set, as a Cookie header value. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith('sid='));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0]!;
}
