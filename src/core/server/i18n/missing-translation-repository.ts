import { type Generated, sql } from 'kysely';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { MISSING_TRANSLATION_LIST } from '@/core/shared/missing-translation-list';
import { type AdminListSql, findAdminPage } from '../admin/crud/admin-list-sql';
import { missingDataNamesSql } from '../data-names/data-name-repository';
import type { DataNameSource } from '../data-names/data-name-source';
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
  /** A data name's English text (`ns` is `data:<entity>`); null for an interface key. */
  dataEnglish: string | null;
}

/** What the list of missing translations takes in beside the reported keys: the names data lacks. */
export interface MissingDataNames {
  sources: readonly DataNameSource[];
  languages: readonly string[];
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
  search: (pattern) => sql`(key ilike ${pattern} or ns ilike ${pattern} or english ilike ${pattern})`,
  tiebreak: sql.ref('id'),
};

/**
 * The reported keys and, as rows of the same shape, the data names lacking in a language
 * (decision 099): one list, sorted and filtered as one.
 */
const fromMissing = (db: Db, data: MissingDataNames) =>
  db.selectFrom(
    sql<MissingSqlRow>`(
      select id::text as id, lng, ns, key, count, first_seen_at, last_seen_at, null::text as english
      from missing_translation
      union all ${missingDataNamesSql(data.sources, data.languages)}
    )`.as('missing'),
  );

interface MissingSqlRow {
  id: string;
  lng: string;
  ns: string;
  key: string;
  count: number;
  first_seen_at: Date;
  last_seen_at: Date;
  english: string | null;
}

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
    'english as dataEnglish',
  ]);
}

export async function findMissingPage(db: Db, list: AdminListQuery, data: MissingDataNames) {
  const { rows, count } = await findAdminPage(fromMissing(db, data), MISSING_SQL, list, selectMissing);
  return { items: rows as MissingTranslationRow[], count };
}

export async function findMissingById(db: Db, id: string, data: MissingDataNames) {
  const row = await selectMissing(fromMissing(db, data)).where('id', '=', id).executeTakeFirst();
  return (row as MissingTranslationRow | undefined) ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Clears reported keys; a data name's row goes only once it is translated, so it is left alone. */
export async function deleteMissing(db: Db, ids: string[]): Promise<void> {
  const reported = ids.filter((id) => UUID.test(id));
  if (reported.length === 0) return;
  await db
    .withTables<MissingTables>()
    .deleteFrom('missing_translation')
    .where('id', 'in', reported)
    .execute();
}

/**
 * Counts one more report of a key: the existing row's count, else a new row — only while fewer
 * than `maxRows` are kept, so reports of made-up keys cannot grow the table without bound.
 * Returns whether the report was kept.
 */
export async function recordMissingTranslation(
  db: Db,
  report: { lng: string; ns: string; key: string },
  maxRows: number,
): Promise<boolean> {
  const table = db.withTables<MissingTables>();
  const counted = await table
    .updateTable('missing_translation')
    .set({ count: sql`count + 1`, last_seen_at: new Date() })
    .where('lng', '=', report.lng)
    .where('ns', '=', report.ns)
    .where('key', '=', report.key)
    .executeTakeFirst();
  if (counted.numUpdatedRows > 0n) return true;
  const inserted = await sql`
    insert into missing_translation (lng, ns, key, count, last_seen_at)
    select ${report.lng}, ${report.ns}, ${report.key}, 1, now()
    where (select count(*) from missing_translation) < ${maxRows}
    on conflict (lng, ns, key) do update
      set count = missing_translation.count + 1, last_seen_at = excluded.last_seen_at
  `.execute(db);
  return (inserted.numAffectedRows ?? 0n) > 0n;
}
