import { z } from 'zod';
import { requirePermission, requireSignedIn } from '@/core/server/auth/guard';
import { consumeRate } from '@/core/server/auth/rate-limit';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { InputError, parseInput } from '@/core/server/validation';
import {
  confirmationYearOf,
  confirmFactInputSchema,
  disputeFactInputSchema,
  removeConfirmationsInputSchema,
} from '@/modules/openschool/shared/fact-confirmation';
import { schoolInputSchema } from '@/modules/openschool/shared/school-input';
import { editableOf, schoolChanges } from '../proposals/proposal-diff';
import { insertProposal } from '../proposals/proposal-repository';
import { readSchoolState } from '../schools/school-state-repository';
import { factsConfirmedBy, insertConfirmation, removeConfirmations } from './confirmation-repository';
import { type FactConfirmationSummary, schoolConfirmations } from './confirmation-summary';
import { disputedInput, factValuesOf } from './fact-values';

/** Confirmations a member may send an hour: a parent going through a school page, not a script. */
const CONFIRMATION_RATE = { limit: 40, windowSeconds: 3600 };
/** A dispute is a proposal: it shares the proposals' hourly allowance and key. */
const PROPOSAL_RATE = { limit: 30, windowSeconds: 3600 };

const schoolIdSchema = z.uuid();

/** A published school's editable state and its confirmable facts; `not.found` otherwise. */
async function publishedFacts(db: Db, schoolId: string) {
  if (!schoolIdSchema.safeParse(schoolId).success) throw new AppError('not.found', { status: 404 });
  const state = await readSchoolState(db, schoolId);
  if (state?.status !== 'published') throw new AppError('not.found', { status: 404 });
  const input = editableOf(state);
  return { state, input, values: factValuesOf(input) };
}

function shownValue(values: Map<string, string>, fact: string): string {
  const value = values.get(fact);
  if (value === undefined) throw new AppError('fact.unknown', { field: 'fact' });
  return value;
}

/**
 * Confirms a fact of a published school as its page shows it (needs `School:update`, as a
 * proposal does): once per member, fact and calendar year (`confirmation.duplicate`), within
 * an hourly allowance (`rate.limited`). Answers the fact's confirmations after it.
 */
export async function confirmFact(
  context: GraphQLContext,
  schoolId: string,
  rawInput: unknown,
): Promise<FactConfirmationSummary> {
  const user = requireSignedIn(context);
  requirePermission(context, 'School:update');
  const { fact } = parseInput(confirmFactInputSchema, rawInput);
  const { values } = await publishedFacts(context.db, schoolId);
  const value = shownValue(values, fact);
  await consumeRate(context.db, [`fact-confirmation:${user.id}`], CONFIRMATION_RATE);
  const year = confirmationYearOf(new Date());
  const id = await insertConfirmation(context.db, { schoolId, fact, value, userId: user.id, year });
  if (!id) throw new AppError('confirmation.duplicate', { field: 'fact' });
  const summaries = await schoolConfirmations(context.db, schoolId, values);
  return summaries.find((summary) => summary.fact === fact)!;
}

/**
 * Disputes a fact with the value the member says is right: a proposal of the school with that
 * one fact changed, which a moderator reviews like any other (`edit.unchanged` when the value
 * is the one shown). Answers the proposal's id.
 */
export async function disputeFact(context: GraphQLContext, schoolId: string, rawInput: unknown) {
  const user = requireSignedIn(context);
  requirePermission(context, 'School:update');
  const input = parseInput(disputeFactInputSchema, rawInput);
  return context.db.transaction().execute(async (trx) => {
    const current = await publishedFacts(trx, schoolId);
    shownValue(current.values, input.fact);
    const today = new Date().toISOString().slice(0, 10);
    const parsed = schoolInputSchema.safeParse(disputedInput(current.input, input.fact, input.value, today));
    if (!parsed.success) {
      throw new InputError([{ field: 'value', code: parsed.error.issues[0]?.message ?? 'field.invalid' }]);
    }
    // The value the page shows is a confirmation, not a dispute (a place would only be re-dated).
    const proposedValue = factValuesOf(parsed.data).get(input.fact);
    if (
      proposedValue === current.values.get(input.fact) ||
      schoolChanges(current.input, parsed.data).length === 0
    ) {
      throw new AppError('edit.unchanged', { field: 'value' });
    }
    await consumeRate(trx, [`school-proposal:${user.id}`], PROPOSAL_RATE);
    const proposalId = await insertProposal(trx, {
      schoolId,
      baseVersion: current.state.version,
      author: { id: user.id, email: user.email },
      proposed: parsed.data,
      source: input.source,
      dispute: { fact: input.fact, value: proposedValue ?? input.value },
    });
    return { proposalId };
  });
}

/** The facts of a school the signed-in member confirmed this year (none for a visitor). */
export async function myConfirmedFacts(context: GraphQLContext, schoolId: string): Promise<string[]> {
  if (!context.user || !schoolIdSchema.safeParse(schoolId).success) return [];
  return factsConfirmedBy(context.db, schoolId, context.user.id, confirmationYearOf(new Date()));
}

/**
 * Removes abusive confirmations (needs `School:publish`, as deciding proposals does): they stop
 * counting at once and the public moderation log counts them with their kind. Answers how many
 * were published and are removed now.
 */
export async function removeFactConfirmations(context: GraphQLContext, rawInput: unknown): Promise<number> {
  const moderator = requireSignedIn(context);
  requirePermission(context, 'School:publish');
  const { ids, category } = parseInput(removeConfirmationsInputSchema, rawInput);
  return removeConfirmations(context.db, ids, { category, moderatorId: moderator.id });
}
