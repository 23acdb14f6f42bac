import { sql } from 'kysely';
import type { AuthTables } from '../auth/auth-tables';
import { countAll } from '../db/count';
import type { Db } from '../db/database';
import type { MailTables } from '../mail/mail-tables';

/** The counts the core knows of; modules add theirs later. */
export interface CoreCounts {
  users: number;
  activeSessions: number;
  mailsSent: number;
  mailsFailed: number;
  mailsStored: number;
  missingTranslations: number;
}

/** Accounts not closed, live sessions, outbox rows by status, missing translation keys reported. */
export async function coreCounts(db: Db): Promise<CoreCounts> {
  const auth = db.withTables<AuthTables>();
  const mail = db.withTables<MailTables>();
  const [users, sessions, mails, missing] = await Promise.all([
    auth
      .selectFrom('app_user')
      .select(countAll().as('count'))
      .where('closed_at', 'is', null)
      .executeTakeFirst(),
    auth
      .selectFrom('session')
      .select(countAll().as('count'))
      .where('expires_at', '>', new Date())
      .executeTakeFirst(),
    mail
      .selectFrom('mail_outbox')
      .select(['status', countAll().as('count')])
      .groupBy('status')
      .execute(),
    sql<{ count: number }>`select count(*)::int as count from missing_translation`.execute(db),
  ]);
  const byStatus = new Map(mails.map((row) => [row.status, row.count]));
  return {
    users: users?.count ?? 0,
    activeSessions: sessions?.count ?? 0,
    mailsSent: byStatus.get('sent') ?? 0,
    mailsFailed: byStatus.get('failed') ?? 0,
    mailsStored: byStatus.get('stored') ?? 0,
    missingTranslations: missing.rows[0]?.count ?? 0,
  };
}
