import { sql } from 'kysely';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import type { MailStatus, MailTables } from '@/core/server/mail/mail-tables';
import type { AdminListQuery } from '@/core/shared/admin-list';
import type { MailVariables } from '@/core/shared/mail-send';
import { MAIL_OUTBOX_LIST } from '@/modules/mail/shared/mail-outbox-list';

/** A mail of the outbox as the admin reads it. No one edits a mail: its version is always 1. */
export interface OutboxMailRecord {
  id: string;
  version: number;
  provider: string;
  status: MailStatus;
  from: string;
  to: string;
  bcc: string | null;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  template: string | null;
  lang: string | null;
  variables: MailVariables;
  error: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
  providerMessageId: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const OUTBOX_SQL: AdminListSql = {
  spec: MAIL_OUTBOX_LIST.columns,
  columns: {
    createdAt: sql.ref('mail_outbox.created_at'),
    to: sql`lower(mail_outbox.to_address)`,
    subject: sql`lower(mail_outbox.subject)`,
    template: sql.ref('mail_outbox.template'),
    lang: sql.ref('mail_outbox.lang'),
    provider: sql.ref('mail_outbox.provider'),
    status: sql.ref('mail_outbox.status'),
  },
  search: (pattern) => sql`(mail_outbox.to_address ilike ${pattern} or mail_outbox.subject ilike ${pattern})`,
  tiebreak: sql.ref('mail_outbox.id'),
};

const fromOutbox = (db: Db) => db.withTables<MailTables>().selectFrom('mail_outbox');

function selectMail(query: ReturnType<typeof fromOutbox>) {
  return query.select([
    'mail_outbox.id',
    sql<number>`1`.as('version'),
    'mail_outbox.provider',
    'mail_outbox.status',
    'mail_outbox.from_address as from',
    'mail_outbox.to_address as to',
    'mail_outbox.bcc',
    'mail_outbox.reply_to as replyTo',
    'mail_outbox.subject',
    'mail_outbox.html',
    'mail_outbox.text',
    'mail_outbox.template',
    'mail_outbox.lang',
    'mail_outbox.variables',
    'mail_outbox.error',
    'mail_outbox.attempts',
    'mail_outbox.next_attempt_at as nextAttemptAt',
    'mail_outbox.provider_message_id as providerMessageId',
    'mail_outbox.created_at as createdAt',
    'mail_outbox.sent_at as sentAt',
  ]);
}

export async function findOutboxMailPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromOutbox(db), OUTBOX_SQL, list, selectMail);
  return { items: rows as OutboxMailRecord[], count };
}

/** The mail, or null. With `forUpdate`, its row stays locked until the transaction ends. */
export async function findOutboxMail(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OutboxMailRecord | null> {
  let query = selectMail(fromOutbox(db)).where('mail_outbox.id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return ((await query.executeTakeFirst()) as OutboxMailRecord | undefined) ?? null;
}
