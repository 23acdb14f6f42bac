import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { installChangeTriggers } from './change-triggers';
import type { Db } from './database';

export interface MigrationSource {
  /** Owner of the files, prefixed to each recorded name: `core/001-settings.sql`. */
  owner: string;
  dir: string;
  /**
   * Inserts the rows the owner ships as data files rather than in migrations (its built-in mail
   * templates) where they are missing; runs after every source's migrations, in their transaction.
   */
  insertBuiltIns?: (db: Db) => Promise<void>;
}

const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;
// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 7_243_901;

function listFiles(source: MigrationSource): { name: string; file: string }[] {
  if (!fs.existsSync(source.dir)) return [];
  return fs
    .readdirSync(source.dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({ name: `${source.owner}/${file}`, file: path.join(source.dir, file) }));
}

/**
 * Applies every migration not yet recorded, in one transaction. The advisory lock makes a
 * second process starting at the same time wait, then find nothing left to apply.
 * The sources' built-in rows follow in the same transaction, so that they count as written by
 * a migration (a restore target may hold them, `target-state.ts`) and a new database never
 * lacks them. Every table then announces its changes through the change feed
 * (`change-triggers.ts`). Returns the names applied by this call.
 */
export async function migrate(db: Db, sources: MigrationSource[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`create table if not exists _migration (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Set(
      (await trx.selectFrom('_migration').select('name').execute()).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const source of sources) {
      for (const migration of listFiles(source)) {
        if (done.has(migration.name)) continue;
        await sql.raw(fs.readFileSync(migration.file, 'utf8')).execute(trx);
        await trx.insertInto('_migration').values({ name: migration.name }).execute();
        applied.push(migration.name);
      }
    }
    for (const source of sources) await source.insertBuiltIns?.(trx);
    await installChangeTriggers(trx);
    return applied;
  });
}
