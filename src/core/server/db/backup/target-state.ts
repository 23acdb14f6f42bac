import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type MigrationSource, migrate } from '../migrate';
import type { CoreTables } from '../tables';
import { quoteIdent } from './table-order';

// The file names migrate.ts applies.
const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;

const filesOf = (source: MigrationSource) =>
  fs.existsSync(source.dir) ? fs.readdirSync(source.dir).filter((file) => MIGRATION_FILE.test(file)) : [];

/** The names of every migration this code has: `core/001-settings.sql`. */
export function codeMigrations(sources: MigrationSource[]): Set<string> {
  return new Set(sources.flatMap((source) => filesOf(source).map((file) => `${source.owner}/${file}`)));
}

/** The migrations the database has applied; none when it was never migrated. */
export async function appliedMigrations(db: Kysely<CoreTables>): Promise<string[]> {
  const table = await sql<{ name: string | null }>`select to_regclass('_migration')::text as name`.execute(
    db,
  );
  if (!table.rows[0]?.name) return [];
  return (await db.selectFrom('_migration').select('name').execute()).map((row) => row.name);
}

/**
 * The first table holding a row that no migration wrote, if any: a site lives there then.
 * Rows a migration wrote (reference data, built-in mail templates inserted in its transaction)
 * carry the id of the transaction that applied it (`xmin`), which is also that of its
 * `_migration` rows; anything written since by the app, the setup or by hand carries another. Never migrated: any row at all.
 */
export async function tableWithData(db: Kysely<CoreTables>): Promise<string | undefined> {
  const migrated = (await appliedMigrations(db)).length > 0;
  const tables = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = current_schema()::regnamespace and relkind = 'r' and relname <> '_migration'
    order by relname`.execute(db);
  for (const { name } of tables.rows) {
    const table = quoteIdent(name);
    const foreign = migrated
      ? `select 1 from ${table} where not exists (select 1 from _migration m where m.xmin = ${table}.xmin)`
      : `select 1 from ${table}`;
    const found = await sql.raw<{ found: boolean }>(`select exists (${foreign}) as found`).execute(db);
    if (found.rows[0]?.found) return name;
  }
  return undefined;
}

/**
 * Applies exactly the migrations named, in the code's order: the schema the backup was taken
 * with. `migrate` is handed copies of just those files, so it records and locks as it always does;
 * not the built-in rows, which the backup's own rows replace (and the run after it completes).
 */
export async function migrateTo(
  db: Kysely<CoreTables>,
  sources: MigrationSource[],
  names: string[],
): Promise<string[]> {
  const wanted = new Set(names);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-migrations-'));
  try {
    const partial = sources.map((source, index) => {
      const copy = path.join(dir, String(index));
      fs.mkdirSync(copy);
      for (const file of filesOf(source)) {
        if (wanted.has(`${source.owner}/${file}`))
          fs.copyFileSync(path.join(source.dir, file), path.join(copy, file));
      }
      return { owner: source.owner, dir: copy };
    });
    return await migrate(db, partial);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
