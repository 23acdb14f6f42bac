import { type Generated, sql } from 'kysely';
import type { AdminListQuery } from '../../shared/admin-list';
import { MISSING_TRANSLATION_LIST } from '../../shared/missing-translation-list';
import { type AdminListSql, findAdminPage } from '../admin/crud/admin-list-sql';
import type { Db } from '../db/database';

export type MissingTables = {
  missing_translation: {
    id: Generated<string>;
    lng: string;
    ns: string;
    key: string;
    count: number;
    first_seen_at: Generated<Date>;
    last_seen_at: Date;
  };
};

/** A key browsers asked for in a language and did not find. */
export interface MissingTranslationRow {
  id: string;
  version: number;
  lng: string;
  ns: string;
  key: string;
  count: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

const MISSING_SQL: AdminListSql = {
  spec: MISSING_TRANSLATION_LIST.columns,
  columns: {
    lng: sql.ref('lng'),
    ns: sql.ref('ns'),
    key: sql.ref('key'),
    count: sql.ref('count'),
    lastSeenAt: sql.ref('last_seen_at'),
  },
  search: (pattern) => sql`(key ilike ${pattern} or ns ilike ${pattern})`,
  tiebreak: sql.ref('id'),
};

const fromMissing = (db: Db) => db.withTables<MissingTables>().selectFrom('missing_translation');

function selectMissing(query: ReturnType<typeof fromMissing>) {
  return query.select([
    'id',
    sql<number>`1`.as('version'),
    'lng',
    'ns',
    'key',
    'count',
    'first_seen_at as firstSeenAt',
    'last_seen_at as lastSeenAt',
  ]);
}

export async function findMissingPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromMissing(db), MISSING_SQL, list, selectMissing);
  return { items: rows as MissingTranslationRow[], count };
}

export async function findMissingById(db: Db, id: string) {
  const row = await selectMissing(fromMissing(db)).where('id', '=', id).executeTakeFirst();
  return (row as MissingTranslationRow | undefined) ?? null;
}

export async function deleteMissing(db: Db, ids: string[]): Promise<void> {
  await db.withTables<MissingTables>().deleteFrom('missing_translation').where('id', 'in', ids).execute();
}
