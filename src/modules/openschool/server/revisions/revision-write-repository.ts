import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

// What a school's save writes of its history; revisions/revision-repository.ts reads it.

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** A school's revision: who, how, from what source, what changed and the state after (JSON text). */
export async function insertRevisionRow(
  trx: Db,
  revision: {
    id: string;
    schoolId: string;
    authorId: string | null;
    authorEmail: string | null;
    kind: string;
    source: string | null;
    changes: string;
    snapshot: string;
  },
): Promise<void> {
  await tables(trx)
    .insertInto('school_revision')
    .values({
      id: revision.id,
      school_id: revision.schoolId,
      author_id: revision.authorId,
      author_email: revision.authorEmail,
      kind: revision.kind,
      source: revision.source,
      changes: revision.changes,
      snapshot: revision.snapshot,
    })
    .execute();
}
