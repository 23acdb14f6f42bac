import { recordAudit } from '@/core/server/admin/audit/audit-log';
import { requirePermission } from '@/core/server/auth/guard';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import type { Rejection } from '@/core/shared/moderation';
import type { FieldChange } from '@/core/shared/record-diff';
import { type SchoolInput, schoolInputSchema } from '@/modules/openschool/shared/school-input';
import { snapshotAtVersion } from '../revisions/revision-repository';
import { readSchoolState } from '../schools/school-state-repository';
import { saveSchool, schoolInputProblems } from '../schools/school-write-service';
import { editableOf, rebasedInput, schoolChanges } from './proposal-diff';
import { decideProposal, findProposalById, type ProposalRecord, rebaseProposal } from './proposal-repository';

const pendingOnly = (proposal: ProposalRecord) => {
  if (proposal.status !== 'pending') throw new AppError('proposal.decided', { field: 'ids' });
};

/** The proposed school, checked again: the schema or the data (a curriculum) may have changed. */
async function checkedProposal(db: Db, proposal: ProposalRecord): Promise<SchoolInput> {
  const parsed = schoolInputSchema.safeParse(proposal.proposed);
  if (!parsed.success || (await schoolInputProblems(db, parsed.data)).length > 0) {
    throw new AppError('proposal.invalid', { field: 'ids' });
  }
  return parsed.data;
}

/**
 * Approves pending proposals (locked by the caller's transaction): each edit is saved as the
 * member proposed it, with a revision in their name; a new school is created, published. A
 * proposal made on a version the school has left since is refused with `proposal.conflict`:
 * approving it would undo the changes made meanwhile (the editor re-bases it first).
 */
export async function approveProposals(trx: Db, proposals: ProposalRecord[], context: GraphQLContext) {
  for (const proposal of proposals) {
    pendingOnly(proposal);
    const input = await checkedProposal(trx, proposal);
    const author = proposal.authorId ? { id: proposal.authorId, email: proposal.authorEmail ?? '' } : null;
    let schoolId = proposal.schoolId;
    if (schoolId) {
      const current = await readSchoolState(trx, schoolId, { forUpdate: true });
      if (!current) throw new AppError('not.found', { status: 404, field: 'ids' });
      if (current.version !== proposal.baseVersion) {
        throw new AppError('proposal.conflict', { status: 409, field: 'ids' });
      }
      // A proposal re-based onto changes that already say the same: approved, no empty revision.
      if (schoolChanges(editableOf(current), input).length > 0) {
        await saveSchool(trx, { id: schoolId, input, author, kind: 'proposal', source: proposal.source });
      }
    } else {
      schoolId = await saveSchool(trx, {
        id: null,
        input,
        status: 'published',
        author,
        kind: 'proposal',
        source: proposal.source,
      });
    }
    await decideProposal(trx, proposal.id, {
      status: 'approved',
      reason: null,
      rejectCategory: null,
      deciderId: context.user?.id ?? null,
      schoolId,
    });
  }
}

/** Rejects pending proposals with their kind and the reason the member will read; nothing else changes. */
export async function rejectProposals(
  trx: Db,
  proposals: ProposalRecord[],
  context: GraphQLContext,
  rejection: Rejection,
) {
  for (const proposal of proposals) {
    pendingOnly(proposal);
    await decideProposal(trx, proposal.id, {
      status: 'rejected',
      reason: rejection.reason,
      rejectCategory: rejection.category,
      deciderId: context.user?.id ?? null,
    });
  }
}

/** What an editor reviews: the fields the member changed, before and after, and whether it is stale. */
export interface ProposalReview {
  changes: FieldChange[];
  /** The school changed since the member read it: approving needs a re-base first. */
  stale: boolean;
}

/**
 * The member's changes, compared with the school as they read it (its revision at the base
 * version, else the school as it is now); every field for a new school.
 */
export async function reviewProposal(db: Db, proposal: ProposalRecord): Promise<ProposalReview> {
  if (!proposal.schoolId || proposal.baseVersion === null) {
    return { changes: schoolChanges(null, proposal.proposed), stale: false };
  }
  const base = await snapshotAtVersion(db, proposal.schoolId, proposal.baseVersion);
  const current = proposal.status === 'pending' ? await readSchoolState(db, proposal.schoolId) : null;
  const before = base ?? current;
  return {
    changes: schoolChanges(before ? editableOf(before) : null, proposal.proposed),
    stale: proposal.status === 'pending' && current !== null && current.version !== proposal.baseVersion,
  };
}

/**
 * Re-bases a stale proposal on the school as it is now: the member's changes over the current
 * state, the proposal then based on the current version (approvable). Needs `School:publish`;
 * `record.conflict` when the proposal changed since the editor read it (`version`).
 */
export async function rebaseSchoolProposal(context: GraphQLContext, id: string, version: number) {
  requirePermission(context, 'School:publish');
  return context.db.transaction().execute(async (trx) => {
    const proposal = await findProposalById(trx, id, { forUpdate: true });
    if (!proposal?.schoolId) throw new AppError('not.found', { status: 404 });
    if (proposal.version !== version) throw new AppError('record.conflict', { status: 409 });
    pendingOnly(proposal);
    const current = await readSchoolState(trx, proposal.schoolId);
    if (!current) throw new AppError('not.found', { status: 404 });
    const base =
      proposal.baseVersion === null
        ? null
        : await snapshotAtVersion(trx, proposal.schoolId, proposal.baseVersion);
    const proposed = rebasedInput(editableOf(current), base && editableOf(base), proposal.proposed);
    await rebaseProposal(trx, id, proposed, current.version);
    const after = (await findProposalById(trx, id))!;
    await recordAudit(trx, context, {
      entity: 'SchoolProposal',
      entityId: id,
      action: 'rebase',
      before: proposal,
      after,
    });
    return after;
  });
}
