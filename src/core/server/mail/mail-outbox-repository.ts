import { type Insertable, type Selectable, sql } from 'kysely';
import type { MailVariables } from '@/core/shared/mail-send';
import type { Db } from '../db/database';
import type { MailOutboxTable, MailTables } from './mail-tables';

export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewOutboxMail = Omit<Insertable<MailOutboxTable>, 'variables'> & { variables: MailVariables };

// Long stack-like messages would bloat the row; the start says what went wrong.
const ERROR_MAX_LENGTH = 1000;

function outbox(db: Db) {
  return db.withTables<MailTables>();
}

/** `now() + ms`, on the database's clock: every process compares times on the same one. */
export const nowPlus = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Records an accepted mail. A `queued` one is due at once; a `sending` one is leased to the
 * caller for `leaseMs`, its first attempt counted.
 */
export async function insertOutboxMail(db: Db, mail: NewOutboxMail, leaseMs = 0): Promise<void> {
  const json = JSON.stringify(mail.variables);
  const due = mail.status === 'queued' || mail.status === 'sending';
  await outbox(db)
    .insertInto('mail_outbox')
    .values({
      ...mail,
      variables: sql<MailVariables>`${json}::jsonb`,
      next_attempt_at: due ? sql<Date>`now()` : null,
      ...(mail.status === 'sending' ? { attempts: 1, locked_until: nowPlus(leaseMs) } : {}),
    })
    .execute();
}

/** Delivered by `provider`: the lease and any earlier attempt's error go. */
export async function markOutboxMailSent(
  db: Db,
  id: string,
  provider: string,
  providerMessageId?: string,
): Promise<void> {
  await outbox(db)
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      provider,
      sent_at: sql<Date>`now()`,
      provider_message_id: providerMessageId ?? null,
      error: null,
      next_attempt_at: null,
      locked_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Given up: refused, or out of attempts. An admin may send it again. */
export async function markOutboxMailFailed(
  db: Db,
  id: string,
  provider: string,
  error: string,
): Promise<void> {
  await outbox(db)
    .updateTable('mail_outbox')
    .set({
      status: 'failed',
      provider,
      error: error.slice(0, ERROR_MAX_LENGTH),
      next_attempt_at: null,
      locked_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Another attempt after `delayMs`, the error of this one kept for the admin to read. */
export async function scheduleOutboxMailRetry(
  db: Db,
  id: string,
  provider: string,
  error: string,
  delayMs: number,
): Promise<void> {
  await outbox(db)
    .updateTable('mail_outbox')
    .set({
      status: 'queued',
      provider,
      error: error.slice(0, ERROR_MAX_LENGTH),
      next_attempt_at: nowPlus(delayMs),
      locked_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Kept by the outbox provider (no provider is configured any more): nothing leaves. */
export async function markOutboxMailStored(db: Db, id: string): Promise<void> {
  await outbox(db)
    .updateTable('mail_outbox')
    .set({ status: 'stored', provider: 'outbox', next_attempt_at: null, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes a failed mail back for another round of attempts by `provider`: queued, due at once, its
 * attempts counted from zero (or `stored` when the provider is the outbox). Undefined when it is
 * not failed: someone else took it first.
 */
export async function requeueFailedOutboxMail(
  db: Db,
  id: string,
  provider: string,
): Promise<MailOutboxRow | undefined> {
  const queued = provider !== 'outbox';
  return outbox(db)
    .updateTable('mail_outbox')
    .set({
      status: queued ? 'queued' : 'stored',
      provider,
      error: null,
      attempts: 0,
      next_attempt_at: queued ? sql<Date>`now()` : null,
      locked_until: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
}

/** The latest mails to one address (case-insensitive), newest first. */
export async function latestOutboxMailsTo(db: Db, to: string, limit: number): Promise<MailOutboxRow[]> {
  return outbox(db)
    .selectFrom('mail_outbox')
    .selectAll()
    .where(sql<string>`lower(to_address)`, '=', to.trim().toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
