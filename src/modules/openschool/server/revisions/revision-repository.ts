import { sql } from 'kysely';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import type { FieldChange } from '@/core/shared/record-diff';
import { REVISION_LIST } from '@/modules/openschool/shared/community-lists';
import type { SchoolState } from '../schools/school-state-repository';
import type { RevisionKind } from '../schools/school-write-service';
import type { OpenSchoolTables } from '../tables';

/** One change of a school as the admin shows it: who, when, what, and the school after it. */
export interface RevisionRecord {
  id: string;
  /** Revisions are never edited: always 1 (admin records carry a version). */
  version: number;
  schoolId: string;
  schoolName: string;
  countryCode: string;
  /** The school's version now, which a restore is based on. */
  schoolVersion: number;
  kind: RevisionKind;
  source: string | null;
  authorEmail: string | null;
  changes: FieldChange[];
  snapshot: SchoolState;
  createdAt: Date;
}

const tables = (db: Db) => db.withTables<OpenSchoolTables & AuthTables>();

const fromRevisions = (db: Db) =>
  tables(db).selectFrom('school_revision').innerJoin('school', 'school.id', 'school_revision.school_id');

function selectRevision(query: ReturnType<typeof fromRevisions>) {
  return query.select([
    'school_revision.id',
    sql<number>`1`.as('version'),
    'school_revision.school_id as schoolId',
    'school.name as schoolName',
    'school.country_code as countryCode',
    'school.version as schoolVersion',
    'school_revision.kind',
    'school_revision.source',
    'school_revision.author_email as authorEmail',
    'school_revision.changes',
    'school_revision.snapshot',
    'school_revision.created_at as createdAt',
  ]);
}

const REVISION_SQL: AdminListSql = {
  spec: REVISION_LIST.columns,
  columns: {
    school: sql`school_revision.school_id::text`,
    kind: sql.ref('school_revision.kind'),
    author: sql.ref('school_revision.author_email'),
    createdAt: sql.ref('school_revision.created_at'),
  },
  search: (pattern) =>
    sql`(school.name ilike ${pattern} or school_revision.author_email ilike ${pattern}
      or school_revision.source ilike ${pattern})`,
  tiebreak: sql.ref('school_revision.id'),
};

export async function findRevisionPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromRevisions(db), REVISION_SQL, list, selectRevision);
  return { items: rows as RevisionRecord[], count };
}

export async function findRevisionById(db: Db, id: string): Promise<RevisionRecord | null> {
  const row = await selectRevision(fromRevisions(db)).where('school_revision.id', '=', id).executeTakeFirst();
  return (row as RevisionRecord | undefined) ?? null;
}

/**
 * The school as it was at `version`, from the revision that made that version; null when no
 * revision has it (a school written by a script before revisions were kept).
 */
export async function snapshotAtVersion(
  db: Db,
  schoolId: string,
  version: number,
): Promise<SchoolState | null> {
  const row = await tables(db)
    .selectFrom('school_revision')
    .select('snapshot')
    .where('school_id', '=', schoolId)
    .where(sql<boolean>`(snapshot->>'version')::int = ${version}`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row?.snapshot as SchoolState | undefined) ?? null;
}
