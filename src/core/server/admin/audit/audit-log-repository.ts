import { type Insertable, sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { AUDIT_LOG_LIST } from '@/core/shared/audit-log-list';
import { type AdminListSql, findAdminPage } from '../crud/admin-list-sql';
import type { AuditTables } from './audit-tables';

/** One entry of the audit log, as the admin reads it. Entries never change: version is 1. */
export interface AuditLogRecord {
  id: string;
  version: number;
  actorId: string | null;
  actorEmail: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

const AUDIT_SQL: AdminListSql = {
  spec: AUDIT_LOG_LIST.columns,
  columns: {
    createdAt: sql.ref('audit_log.created_at'),
    actor: sql.ref('audit_log.actor_email'),
    entity: sql.ref('audit_log.entity'),
    entityId: sql.ref('audit_log.entity_id'),
    action: sql.ref('audit_log.action'),
  },
  search: (pattern) =>
    sql`(audit_log.actor_email ilike ${pattern} or audit_log.entity ilike ${pattern} or audit_log.entity_id ilike ${pattern})`,
  tiebreak: sql.ref('audit_log.id'),
};

const fromAudit = (db: Db) => db.withTables<AuditTables>().selectFrom('audit_log');

function selectEntry(query: ReturnType<typeof fromAudit>) {
  return query.select([
    'audit_log.id',
    sql<number>`1`.as('version'),
    'audit_log.actor_id as actorId',
    'audit_log.actor_email as actorEmail',
    'audit_log.entity',
    'audit_log.entity_id as entityId',
    'audit_log.action',
    'audit_log.before',
    'audit_log.after',
    'audit_log.created_at as createdAt',
  ]);
}

export async function findAuditPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromAudit(db), AUDIT_SQL, list, selectEntry);
  return { items: rows as AuditLogRecord[], count };
}

export async function findAuditEntry(db: Db, id: string) {
  const row = await selectEntry(fromAudit(db)).where('audit_log.id', '=', id).executeTakeFirst();
  return (row as AuditLogRecord | undefined) ?? null;
}

/** Keeps an entry; `before` and `after` are JSON text (or null). */
export async function insertAuditEntry(
  db: Db,
  entry: Omit<Insertable<AuditTables['audit_log']>, 'before' | 'after'> & {
    before: string | null;
    after: string | null;
  },
): Promise<void> {
  await db
    .withTables<AuditTables>()
    .insertInto('audit_log')
    .values({
      ...entry,
      // As jsonb text, so no driver turns an array into a Postgres array.
      before: entry.before === null ? null : sql`${entry.before}::jsonb`,
      after: entry.after === null ? null : sql`${entry.after}::jsonb`,
    })
    .execute();
}
