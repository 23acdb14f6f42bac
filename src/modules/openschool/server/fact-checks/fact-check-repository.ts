import { sql } from 'kysely';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import type { RejectCategory } from '@/core/shared/moderation';
import { FACT_CHECK_LIST, type FactCheckKind } from '@/modules/openschool/shared/fact-check-list';

/**
 * A confirmation (a row of `school_fact_confirmation`) or a dispute (a proposal with a
 * `disputed_fact`), as the moderators' page lists both. A confirmation has no version of its own:
 * it is published, then removed, once.
 */
export interface FactCheckRecord {
  id: string;
  version: number;
  kind: FactCheckKind;
  schoolId: string;
  schoolName: string;
  countryCode: string;
  fact: string;
  /** The value confirmed, or the value a dispute proposes. */
  value: string;
  /** Where the member of a dispute knows it from; null for a confirmation. */
  source: string | null;
  /** published or rejected (removed) for a confirmation; pending, approved or rejected for a dispute. */
  status: string;
  rejectCategory: RejectCategory | null;
  rejectReason: string | null;
  authorEmail: string | null;
  decidedByEmail: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

// Both kinds in one relation; the planner pushes each filter into both branches.
const FACT_CHECKS = sql<FactCheckRecord>`(
  select c.id, 1 as version, 'confirmation'::text as kind, c.school_id as "schoolId",
    s.name as "schoolName", s.country_code as "countryCode", c.fact, c.value, null::text as source,
    c.status, c.reject_category as "rejectCategory", c.reject_reason as "rejectReason",
    author.email as "authorEmail", moderator.email as "decidedByEmail", c.removed_at as "decidedAt",
    c.created_at as "createdAt"
  from school_fact_confirmation c
  join school s on s.id = c.school_id
  left join app_user author on author.id = c.user_id
  left join app_user moderator on moderator.id = c.removed_by
  union all
  select p.id, p.version, 'dispute'::text, p.school_id, s.name, s.country_code, p.disputed_fact,
    p.disputed_value, p.source, p.status, p.reject_category, p.reason, p.author_email,
    decider.email, p.decided_at, p.created_at
  from school_proposal p
  join school s on s.id = p.school_id
  left join app_user decider on decider.id = p.decided_by
  where p.disputed_fact is not null
)`;

const fromFactChecks = (db: Db) => db.withTables<{ fc: FactCheckRecord }>().selectFrom(FACT_CHECKS.as('fc'));

const FACT_CHECK_SQL: AdminListSql = {
  spec: FACT_CHECK_LIST.columns,
  columns: {
    // The school by its name or its id (the link from a school's page carries the id).
    school: sql`(fc."schoolName" || ' ' || fc."schoolId"::text)`,
    kind: sql.ref('fc.kind'),
    status: sql.ref('fc.status'),
    author: sql.ref('fc.authorEmail'),
    createdAt: sql.ref('fc.createdAt'),
  },
  search: (pattern) => sql`(fc."schoolName" ilike ${pattern} or fc."authorEmail" ilike ${pattern})`,
  tiebreak: sql.ref('fc.id'),
};

/**
 * A page of fact checks. The fact filter is a key or a key's kind: `fees` keeps every fee
 * (`fees:11`, `fees:all`), `fees:11` that one; so it is applied here, not as a column's filter.
 */
export async function findFactCheckPage(db: Db, list: AdminListQuery) {
  const { fact, ...filters } = list.filters;
  let base = fromFactChecks(db);
  if (typeof fact === 'string') {
    const key = fact.trim().toLowerCase();
    base = base.where(
      sql<boolean>`(fc.fact = ${key} or fc.fact like ${`${key.replace(/[\\%_]/g, '\\$&')}:%`})`,
    );
  }
  const { rows, count } = await findAdminPage(base, FACT_CHECK_SQL, { ...list, filters }, (query) =>
    query.selectAll('fc'),
  );
  return { items: rows as FactCheckRecord[], count };
}

/** One fact check, or null; with `forUpdate` its own row stays locked until the transaction ends. */
export async function findFactCheckById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<FactCheckRecord | null> {
  if (options.forUpdate) {
    await sql`select id from school_fact_confirmation where id = ${id} for update`.execute(db);
    await sql`select id from school_proposal where id = ${id} and disputed_fact is not null for update`.execute(
      db,
    );
  }
  const row = await fromFactChecks(db).selectAll('fc').where('fc.id', '=', id).executeTakeFirst();
  return (row as FactCheckRecord | undefined) ?? null;
}
