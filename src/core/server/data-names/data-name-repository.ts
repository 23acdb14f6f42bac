import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import type { DataNameSource } from './data-name-source';

export type DataNameTables = {
  data_name: {
    entity: string;
    thing: string;
    field: string;
    lng: string;
    value: string;
    updated_at: Date;
  };
};

const names = (db: Db) => db.withTables<DataNameTables>();

/** The text naming a thing of a source: its columns joined by dots. */
const thingOf = (source: DataNameSource) =>
  sql.join(
    source.thingColumns.map((column) => sql`${sql.ref(column)}::text`),
    sql` || '.' || `,
  );

export interface DataNameRow {
  thing: string;
  field: string;
  value: string;
}

/** The names of `things` in one language: one query for a page of them. */
export async function findDataNames(
  db: Db,
  entity: string,
  lng: string,
  things: readonly string[],
): Promise<DataNameRow[]> {
  if (things.length === 0) return [];
  return names(db)
    .selectFrom('data_name')
    .select(['thing', 'field', 'value'])
    .where('entity', '=', entity)
    .where('lng', '=', lng)
    .where('thing', 'in', [...things])
    .execute();
}

/** A thing's English texts, by field; null when the thing does not exist. */
export async function findEnglishOf(
  db: Db,
  source: DataNameSource,
  thing: string,
): Promise<Record<string, string> | null> {
  const columns = Object.entries(source.fields).map(([field, column]) =>
    sql<string>`coalesce(${sql.ref(column)}::text, '')`.as(field),
  );
  const row = await sql<Record<string, string>>`
    select ${sql.join(columns)} from ${sql.table(source.table)}
    where ${thingOf(source)} = ${thing} limit 1
  `.execute(db);
  return row.rows[0] ?? null;
}

/** Writes one language's names of a thing: a text is kept, an empty one falls back to English. */
export async function writeDataNames(
  db: Db,
  key: { entity: string; thing: string; lng: string },
  values: Record<string, string>,
): Promise<void> {
  for (const [field, value] of Object.entries(values)) {
    const where = names(db)
      .deleteFrom('data_name')
      .where('entity', '=', key.entity)
      .where('thing', '=', key.thing)
      .where('field', '=', field)
      .where('lng', '=', key.lng);
    if (value === '') {
      await where.execute();
      continue;
    }
    await names(db)
      .insertInto('data_name')
      .values({ ...key, field, value, updated_at: new Date() })
      .onConflict((conflict) =>
        conflict.columns(['entity', 'thing', 'field', 'lng']).doUpdateSet({ value, updated_at: new Date() }),
      )
      .execute();
  }
}

/**
 * Every name of the sources lacking in one of `languages`, as rows shaped like the
 * `missing_translation` table's (id `data.<entity>.<lng>.<field>.<thing>`, namespace
 * `data:<entity>`, key `<thing>.<field>`), for the admin's list of missing translations.
 */
export function missingDataNamesSql(sources: readonly DataNameSource[], languages: readonly string[]) {
  const parts = sources.flatMap((source) =>
    Object.entries(source.fields).map(
      ([field, column]) => sql`
        select distinct ${thingOf(source)} as thing, ${source.entity}::text as entity,
          ${field}::text as field, ${sql.ref(column)}::text as english
        from ${sql.table(source.table)} where coalesce(${sql.ref(column)}::text, '') <> ''`,
    ),
  );
  const languageRows = sql.join(languages.map((lng) => sql`(${lng}::text)`));
  const things: RawBuilder<unknown> =
    parts.length > 0
      ? sql.join(parts, sql` union all `)
      : sql`select null::text as thing, null::text as entity, null::text as field, null::text as english where false`;
  return sql`
    select 'data.' || s.entity || '.' || l.lng || '.' || s.field || '.' || s.thing as id,
      l.lng, 'data:' || s.entity as ns, s.thing || '.' || s.field as key, 0 as count,
      now() as first_seen_at, now() as last_seen_at, s.english
    from (${things}) s cross join (values ${languageRows}) l (lng)
    where not exists (
      select 1 from data_name d
      where d.entity = s.entity and d.thing = s.thing and d.field = s.field and d.lng = l.lng
    )`;
}
