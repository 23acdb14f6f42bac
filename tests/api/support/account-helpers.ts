import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import type { MailTables } from '@/core/server/mail/mail-tables';
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
export function uniqueEmail(prefix = 'parent', domain = 'example.com'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}@${domain}`;
}

/** The domain `refuseMailsTo` is given by the tests that need a mail to fail. */
export const REFUSED_MAIL_DOMAIN = 'mail-refused.example';

/**
 * Makes the database refuse, from now on, every outbox row to an address at `domain`, as a full
 * disk or a crash between two writes would: a trigger, so nothing of ours is replaced.
 */
export async function refuseMailsTo(api: TestApp, domain: string): Promise<void> {
  const pattern = `%@${domain}`.replace(/'/g, "''");
  await sql`create or replace function refuse_test_mail() returns trigger language plpgsql as $$
    begin
      if new.to_address like '${sql.raw(pattern)}' then raise exception 'mail refused by the test'; end if;
      return new;
    end $$`.execute(api.database.db);
  await sql`create or replace trigger refuse_test_mail before insert on mail_outbox
    for each row execute function refuse_test_mail()`.execute(api.database.db);
}

/** The `sid` cookie a response set, as a Cookie header value. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith('sid='));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0]!;
}
