import { type Insertable, type Selectable, sql } from 'kysely';
import type { MailVariables } from '../../shared/mail-send';
import type { Db } from '../db/database';
import type { MailOutboxTable, MailTables } from './mail-tables';

export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewOutboxMail = Omit<Insertable<MailOutboxTable>, 'variables'> & { variables: MailVariables };

// Long stack-like messages would bloat the row; the start says what went wrong.
const ERROR_MAX_LENGTH = 1000;

function outbox(db: Db) {
  return db.withTables<MailTables>();
}

export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<void> {
  const json = JSON.stringify(mail.variables);
  await outbox(db)
    .insertInto('mail_outbox')
    .values({ ...mail, variables: sql<MailVariables>`${json}::jsonb` })
    .execute();
}

export async function markOutboxMailSent(db: Db, id: string, providerMessageId?: string): Promise<void> {
  await outbox(db)
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, provider_message_id: providerMessageId ?? null })
    .where('id', '=', id)
    .execute();
}

export async function markOutboxMailFailed(db: Db, id: string, error: string): Promise<void> {
  await outbox(db)
    .updateTable('mail_outbox')
    .set({ status: 'failed', error: error.slice(0, ERROR_MAX_LENGTH) })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes a failed mail back to 'stored' for another delivery, by `provider` (which then sends it).
 * Undefined when it is not failed: someone else took it first.
 */
export async function claimFailedOutboxMail(
  db: Db,
  id: string,
  provider: string,
): Promise<MailOutboxRow | undefined> {
  return outbox(db)
    .updateTable('mail_outbox')
    .set({ status: 'stored', provider, error: null })
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
