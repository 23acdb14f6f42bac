import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import { lockDataDir } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import { observeQuery } from './query-trace';
import type { CoreTables } from './tables';

// int8 (count(*), sums) as a number on both drivers: PGlite already does, pg would give a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Db = Kysely<CoreTables>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Tells the caches of every process on this database what changed. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

/**
 * Opens PostgreSQL: a server when DATABASE_URL is set, else PGlite persisted in DATA_DIR.
 * Only pg_trgm and unaccent are loaded: cube/earthdistance beside pg_trgm hangs PGlite.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: options.DATABASE_URL, max: 10 });
    const db = new Kysely<CoreTables>({ dialect: new PostgresDialect({ pool }), log: observeQuery });
    const changes = postgresChangeFeed(pool, options.DATABASE_URL);
    return {
      db,
      engine: 'postgres',
      changes,
      close: async () => {
        await changes.close();
        await db.destroy();
      },
    };
  }
  const unlock = lockDataDir(options.DATA_DIR);
  try {
    const pglite = await PGlite.create(path.join(options.DATA_DIR, 'pgdata'), {
      extensions: { pg_trgm, unaccent },
    });
    const db = new Kysely<CoreTables>({ dialect: new PGliteDialect(pglite), log: observeQuery });
    const changes = await pgliteChangeFeed(pglite);
    return {
      db,
      engine: 'pglite',
      changes,
      close: async () => {
        await changes.close();
        await db.destroy();
        await pglite.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
