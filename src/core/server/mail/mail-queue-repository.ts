import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import { type MailOutboxRow, nowPlus } from './mail-outbox-repository';
import type { MailTables } from './mail-tables';

/** Queued and due, or leased by an attempt whose lease ran out (its process died). */
function isDue(eb: ExpressionBuilder<MailTables, 'mail_outbox'>) {
  return eb.or([
    eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', sql<Date>`now()`)]),
    eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', sql<Date>`now()`)]),
  ]);
}

/**
 * Whether any mail is due. A read, asked before claiming: an UPDATE, even of no row, would make
 * the table's change trigger announce a change on every poll of every process.
 */
export async function hasDueMail(db: Db): Promise<boolean> {
  const row = await db
    .withTables<MailTables>()
    .selectFrom('mail_outbox')
    .select('id')
    .where(isDue)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Leases up to `limit` due mails to the caller for `leaseMs` (status `sending`, one more attempt
 * counted), oldest due first. `FOR UPDATE SKIP LOCKED`: processes claiming at the same time get
 * different mails, never the same one twice.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<MailOutboxRow[]> {
  const tables = db.withTables<MailTables>();
  const rows = await tables
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      locked_until: nowPlus(leaseMs),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where(isDue)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  // RETURNING keeps no order: mails to one address leave in the order they were accepted.
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
