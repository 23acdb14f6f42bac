import { type Kysely, sql, type Transaction } from 'kysely';
import { CHANGE_CHANNEL } from './change-feed';
import type { CoreTables } from './tables';

/** The prefix of the change-feed topic a table's trigger sends: `table:school`. */
export const TABLE_TOPIC_PREFIX = 'table:';
const TRIGGER = 'app_change';

/**
 * Gives every table a statement trigger that announces, at commit, that the table changed
 * (`NOTIFY app_changes, 'table:<name>'`). The database itself reports every write this way,
 * whoever made it (a repository, a trigger cascading from another table, raw SQL, psql), so
 * caches of what pages show cannot miss one. PostgreSQL sends one notification per table and
 * transaction however many rows changed. Runs after each migration run, so new tables get one.
 */
export async function installChangeTriggers(trx: Transaction<CoreTables>): Promise<void> {
  await sql`create or replace function app_change_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANGE_CHANNEL)}, ${sql.lit(TABLE_TOPIC_PREFIX)} || tg_table_name);
      return null;
    end $$`.execute(trx);
  const missing = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
      and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${TRIGGER})`.execute(
    trx,
  );
  for (const { name } of missing.rows) {
    await sql`create trigger ${sql.id(TRIGGER)} after insert or update or delete or truncate on ${sql.table(name)}
      for each statement execute function app_change_notify()`.execute(trx);
  }
}

/** The tables of the app's schema, each of which announces its changes once migrated. */
export async function schemaTables(db: Kysely<CoreTables>): Promise<Set<string>> {
  const result = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = current_schema()::regnamespace and relkind = 'r'`.execute(db);
  return new Set(result.rows.map((row) => row.name));
}
