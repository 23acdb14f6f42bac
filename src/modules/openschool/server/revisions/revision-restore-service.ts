import { recordAudit } from '@/core/server/admin/audit/audit-log';
import { recordIdSchema } from '@/core/server/admin/crud/admin-crud-service';
import { requirePermission } from '@/core/server/auth/guard';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { InputError } from '@/core/server/validation';
import type { FieldChange } from '@/core/shared/record-diff';
import { schoolInputSchema } from '@/modules/openschool/shared/school-input';
import { editableOf, schoolChanges } from '../proposals/proposal-diff';
import { readSchoolState } from '../schools/school-state-repository';
import { saveSchool, schoolInputProblems } from '../schools/school-write-service';
import { findRevisionById, type RevisionRecord } from './revision-repository';

const notFound = () => new AppError('not.found', { status: 404 });

/** What restoring a revision would change in the school as it is now (its status included). */
export async function restoreChanges(db: Db, revision: RevisionRecord): Promise<FieldChange[]> {
  const current = await readSchoolState(db, revision.schoolId);
  if (!current) return [];
  const changes = schoolChanges(editableOf(current), editableOf(revision.snapshot));
  if (current.status !== revision.snapshot.status) {
    changes.push({ field: 'status', before: current.status, after: revision.snapshot.status });
  }
  return changes;
}

/**
 * Puts a school back as a revision left it (fields, curriculums, fees and status), through
 * saveSchool: the restore is itself a revision, and can be undone the same way. Refused with
 * `record.conflict` when the school changed since the editor read it (`schoolVersion`), with
 * `revision.current` when it is already so, and with the data's code when the snapshot no longer
 * fits (a curriculum removed since). Needs `School:update` and `School:publish`.
 */
export async function restoreRevision(context: GraphQLContext, id: string, schoolVersion: number) {
  requirePermission(context, 'School:update');
  // Members hold School:update to propose edits; a restore goes live at once, as an editor's edit.
  requirePermission(context, 'School:publish');
  if (!recordIdSchema.safeParse(id).success) throw notFound();
  return context.db.transaction().execute(async (trx) => {
    const revision = await findRevisionById(trx, id);
    if (!revision) throw notFound();
    const current = await readSchoolState(trx, revision.schoolId, { forUpdate: true });
    if (!current) throw notFound();
    if (current.version !== schoolVersion) throw new AppError('record.conflict', { status: 409 });
    const parsed = schoolInputSchema.safeParse(editableOf(revision.snapshot));
    if (!parsed.success) throw new AppError('revision.invalid');
    const problems = await schoolInputProblems(trx, parsed.data);
    if (problems.length > 0) throw new InputError(problems);
    if ((await restoreChanges(trx, revision)).length === 0) throw new AppError('revision.current');
    const user = context.user;
    await saveSchool(trx, {
      id: revision.schoolId,
      input: parsed.data,
      status: revision.snapshot.status,
      author: user ? { id: user.id, email: user.email } : null,
      kind: 'restore',
      source: `Revision of ${revision.createdAt.toISOString()}`,
    });
    const after = await readSchoolState(trx, revision.schoolId);
    await recordAudit(trx, context, {
      entity: 'School',
      entityId: revision.schoolId,
      action: 'restore',
      before: current,
      after,
    });
    return (await findRevisionById(trx, id))!;
  });
}
