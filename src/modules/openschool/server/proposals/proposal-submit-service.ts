import { z } from 'zod';
import { requirePermission, requireSignedIn } from '@/core/server/auth/guard';
import { consumeRate } from '@/core/server/auth/rate-limit';
import { countryByCode } from '@/core/server/countries/countries';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { InputError, parseInput } from '@/core/server/validation';
import { hasPermission } from '@/core/shared/permissions';
import type { FieldChange } from '@/core/shared/record-diff';
import type { EditOutcome } from '@/modules/openschool/shared/school-edit';
import { schoolEditInputSchema } from '@/modules/openschool/shared/school-edit';
import { readSchoolState } from '../schools/school-state-repository';
import { saveSchool, schoolInputProblems } from '../schools/school-write-service';
import { editableOf, schoolChanges } from './proposal-diff';
import { insertProposal } from './proposal-repository';

/** What became of an edit: saved (editors) or proposed, with the changes an editor reviews. */
export interface EditResult {
  outcome: EditOutcome;
  /** The school (null for a proposed new school, which exists only once approved). */
  schoolId: string | null;
  proposalId: string | null;
  countrySlug: string;
  changes: FieldChange[];
}

/** Members may propose this many changes an hour: enough for a careful parent, not for a bot. */
const PROPOSAL_RATE = { limit: 30, windowSeconds: 3600 };

const schoolIdSchema = z.uuid();

/**
 * Saves a school edit from the public form (`id` null: a new school). Holders of `School:publish`
 * save it at once, with a revision; other members with `School:create`/`School:update` propose
 * it, and an editor decides. An edit of a school changed since the form was read (`version`) is
 * refused with `record.conflict`; an edit that changes nothing with `edit.unchanged`.
 */
export async function submitSchoolEdit(
  context: GraphQLContext,
  request: { id: string | null; version: number | null; input: unknown },
): Promise<EditResult> {
  const user = requireSignedIn(context);
  requirePermission(context, request.id ? 'School:update' : 'School:create');
  const { source, ...input } = parseInput(schoolEditInputSchema, request.input);
  const problems = await schoolInputProblems(context.db, input);
  if (problems.length > 0) throw new InputError(problems);
  const author = { id: user.id, email: user.email };
  const publishes = hasPermission(context.permissions, 'School:publish');
  const countrySlug = countryByCode(input.countryCode)!.slug;

  if (!request.id) {
    const changes = schoolChanges(null, input);
    if (publishes) {
      const schoolId = await context.db
        .transaction()
        .execute((trx) => saveSchool(trx, { id: null, input, author, kind: 'create', source }));
      return { outcome: 'saved', schoolId, proposalId: null, countrySlug, changes };
    }
    await consumeRate(context.db, [`school-proposal:${user.id}`], PROPOSAL_RATE);
    const proposalId = await insertProposal(context.db, {
      schoolId: null,
      baseVersion: null,
      author,
      proposed: input,
      source,
    });
    return { outcome: 'proposed', schoolId: null, proposalId, countrySlug, changes };
  }

  const schoolId = request.id;
  if (!schoolIdSchema.safeParse(schoolId).success) throw new AppError('not.found', { status: 404 });
  return context.db.transaction().execute(async (trx) => {
    const current = await readSchoolState(trx, schoolId, { forUpdate: publishes });
    // Members edit what the public sees: drafts and archived schools are the editors'.
    if (!current || (!publishes && current.status !== 'published')) {
      throw new AppError('not.found', { status: 404 });
    }
    if (current.version !== request.version) throw new AppError('record.conflict', { status: 409 });
    const changes = schoolChanges(editableOf(current), input);
    if (changes.length === 0) throw new AppError('edit.unchanged');
    if (publishes) {
      await saveSchool(trx, { id: schoolId, input, author, kind: 'edit', source });
      return { outcome: 'saved', schoolId, proposalId: null, countrySlug, changes };
    }
    await consumeRate(trx, [`school-proposal:${user.id}`], PROPOSAL_RATE);
    const proposalId = await insertProposal(trx, {
      schoolId,
      baseVersion: current.version,
      author,
      proposed: input,
      source,
    });
    return { outcome: 'proposed', schoolId, proposalId, countrySlug, changes };
  });
}
