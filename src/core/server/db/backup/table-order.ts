import { type Kysely, sql } from 'kysely';
import type { CoreTables } from '../tables';
import type { BackupColumn } from './backup-format';

export interface TableShape {
  name: string;
  /** Stored columns; generated ones are recomputed by the database and left out. */
  columns: BackupColumn[];
  primaryKey: string[];
}

/** Migration bookkeeping: the header lists the migrations; the target records its own. */
const SKIPPED = new Set(['_migration']);

/** A name as an SQL identifier. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The app's tables (those of the current schema) with their columns, parents before the tables
 * that reference them, so that loading them in this order satisfies every foreign key.
 */
export async function listTables(db: Kysely<CoreTables>): Promise<TableShape[]> {
  const columns = await sql<{ table: string; column: string; type: string }>`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`.execute(db);
  const keys = await sql<{ table: string; column: string }>`
    select c.relname as table, a.attname as column
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where i.indisprimary and c.relnamespace = current_schema()::regnamespace
    order by c.relname, k.position`.execute(db);
  const references = await sql<{ table: string; parent: string }>`
    select c.relname as table, p.relname as parent
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(db);

  const shapes = new Map<string, TableShape>();
  for (const row of columns.rows) {
    if (SKIPPED.has(row.table)) continue;
    const shape = shapes.get(row.table) ?? { name: row.table, columns: [], primaryKey: [] };
    shape.columns.push({ name: row.column, type: row.type });
    shapes.set(row.table, shape);
  }
  for (const row of keys.rows) shapes.get(row.table)?.primaryKey.push(row.column);
  return inForeignKeyOrder(
    shapes,
    references.rows.filter((row) => row.table !== row.parent),
  );
}

/** Parents first, by name among equals; a cycle cannot be loaded in any order and is refused. */
function inForeignKeyOrder(
  shapes: Map<string, TableShape>,
  references: { table: string; parent: string }[],
): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const remaining = [...shapes.keys()].sort();
  while (remaining.length) {
    const next = remaining.find((name) =>
      references.every((ref) => ref.table !== name || placed.has(ref.parent) || !shapes.has(ref.parent)),
    );
    if (!next) throw new Error(`Foreign keys form a cycle between the tables ${remaining.join(', ')}.`);
    remaining.splice(remaining.indexOf(next), 1);
    placed.add(next);
    ordered.push(shapes.get(next)!);
  }
  return ordered;
}
