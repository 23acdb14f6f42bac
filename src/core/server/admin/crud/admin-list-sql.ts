import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { countAll } from '@/core/server/db/count';
import type { AdminColumns, AdminFilterValue, AdminListQuery } from '@/core/shared/admin-list';

/** How a list's columns map to SQL: what each sorts and filters by, and what the search matches. */
export interface AdminListSql {
  /** Per sortable or filterable column: an expression, `sql.ref('app_user.email')` or `sql\`…\``. */
  columns: Record<string, RawBuilder<unknown>>;
  /** The catalogue, to tell a filter's kind. */
  spec: AdminColumns;
  /** The condition a search text puts on rows; without it, `q` is ignored. */
  search?: (pattern: string) => Expression<SqlBool>;
  /** A unique expression that breaks ties, so pages never overlap (usually the id). */
  tiebreak: RawBuilder<unknown>;
}

/** `%text%` for LIKE, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterCondition(column: RawBuilder<unknown>, kind: string | undefined, value: AdminFilterValue) {
  if (kind === 'text' && typeof value === 'string') {
    return sql<SqlBool>`${column}::text ilike ${containsPattern(value)}`;
  }
  if (typeof value === 'object') {
    const from = value.from ? sql`${column} >= ${value.from}::date` : sql`true`;
    // `to` is a whole day: everything before the next midnight.
    const to = value.to ? sql`${column} < ${value.to}::date + 1` : sql`true`;
    return sql<SqlBool>`(${from} and ${to})`;
  }
  return sql<SqlBool>`${column} = ${value}`;
}

/** The rows a list request keeps: its search text and each of its filters. */
export function whereAdminList<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  listSql: AdminListSql,
  list: AdminListQuery,
): SelectQueryBuilder<DB, TB, O> {
  let filtered = query;
  if (list.q && listSql.search) filtered = filtered.where(listSql.search(containsPattern(list.q)));
  for (const [key, value] of Object.entries(list.filters)) {
    const column = listSql.columns[key];
    if (column) filtered = filtered.where(filterCondition(column, listSql.spec[key]?.filter, value));
  }
  return filtered;
}

/** One page in the requested order, ties broken so consecutive pages never overlap. */
export function pageOfAdminList<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  listSql: AdminListSql,
  list: AdminListQuery,
): SelectQueryBuilder<DB, TB, O> {
  const column = listSql.columns[list.sort.key] ?? listSql.tiebreak;
  const direction = list.sort.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  return query
    .orderBy(sql`${column} ${direction}`)
    .orderBy(sql`${listSql.tiebreak} ${direction}`)
    .limit(list.limit)
    .offset((list.page - 1) * list.limit);
}

/**
 * A page of rows and the count of all matching: `base` is the FROM (with joins); `select` adds
 * the columns of a row.
 */
export async function findAdminPage<DB, TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  listSql: AdminListSql,
  list: AdminListQuery,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{ rows: Row[]; count: number }> {
  const filtered = whereAdminList(base, listSql, list);
  const [rows, total] = await Promise.all([
    pageOfAdminList(select(filtered), listSql, list).execute(),
    filtered.select(countAll().as('count')).executeTakeFirst(),
  ]);
  return { rows, count: (total as { count?: number } | undefined)?.count ?? 0 };
}
