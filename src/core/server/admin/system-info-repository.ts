import { sql } from 'kysely';
import { countAll } from '../db/count';
import type { Db } from '../db/database';
import type { MailTables } from '../mail/mail-tables';

export interface AppliedMigration {
  name: string;
  appliedAt: Date;
}

/** The database's own description, e.g. `PostgreSQL 17.5 on x86_64-pc-linux-gnu…`. */
export async function databaseVersion(db: Db): Promise<string> {
  const result = await sql<{ version: string }>`select version() as version`.execute(db);
  return result.rows[0]?.version ?? '';
}

/** Size of the current database in bytes. */
export async function databaseSize(db: Db): Promise<number> {
  const result = await sql<{
    size: number;
  }>`select pg_database_size(current_database())::bigint as size`.execute(db);
  return Number(result.rows[0]?.size ?? 0);
}

/** Every migration applied, the newest first. */
export async function appliedMigrations(db: Db): Promise<AppliedMigration[]> {
  const rows = await db
    .selectFrom('_migration')
    .select(['name', 'applied_at'])
    .orderBy('applied_at', 'desc')
    .orderBy('name', 'desc')
    .execute();
  return rows.map((row) => ({ name: row.name, appliedAt: row.applied_at }));
}

/** Mails accepted but not delivered yet (kept in the outbox). */
export async function pendingOutboxCount(db: Db): Promise<number> {
  const row = await db
    .withTables<MailTables>()
    .selectFrom('mail_outbox')
    .select(countAll().as('count'))
    // Kept in the outbox (no provider), or waiting for a delivery attempt.
    .where('status', 'in', ['stored', 'queued', 'sending'])
    .executeTakeFirst();
  return row?.count ?? 0;
}
