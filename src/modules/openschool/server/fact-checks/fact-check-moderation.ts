import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import type { Rejection } from '@/core/shared/moderation';
import { removeConfirmations } from '../confirmations/confirmation-repository';
import { decideProposal } from '../proposals/proposal-repository';
import type { FactCheckRecord } from './fact-check-repository';

/** Only what still counts or waits can be removed: a published confirmation, a pending dispute. */
const removable = (check: FactCheckRecord) =>
  check.kind === 'confirmation' ? check.status === 'published' : check.status === 'pending';

/**
 * Removes fact checks with a kind and a reason: a confirmation stops counting (it stays,
 * `rejected`, for the public moderation log); a waiting dispute is rejected with its proposal,
 * which its author then reads. One already removed or decided refuses the whole selection.
 */
export async function removeFactChecks(
  trx: Db,
  checks: FactCheckRecord[],
  context: GraphQLContext,
  rejection: Rejection,
): Promise<void> {
  if (!checks.every(removable)) throw new AppError('factCheck.decided', { field: 'ids' });
  const moderatorId = context.user?.id ?? null;
  const confirmations = checks.filter((check) => check.kind === 'confirmation').map((check) => check.id);
  if (confirmations.length > 0 && moderatorId) {
    await removeConfirmations(trx, confirmations, { ...rejection, moderatorId });
  }
  for (const dispute of checks.filter((check) => check.kind === 'dispute')) {
    await decideProposal(trx, dispute.id, {
      status: 'rejected',
      reason: rejection.reason,
      rejectCategory: rejection.category,
      deciderId: moderatorId,
    });
  }
}
