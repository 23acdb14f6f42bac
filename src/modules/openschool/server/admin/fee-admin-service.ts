import type { Db } from '@/core/server/db/database';
import type { GraphQLContext } from '@/core/server/graphql/context';
import type { FieldError } from '@/core/server/validation';
import type { SchoolFeeAdminInput } from '@/modules/openschool/shared/admin/fee-admin-schemas';
import type { FeeInput } from '@/modules/openschool/shared/school-input';
import { currencyDigits, readSchoolState, type SchoolState } from '../schools/school-state-repository';
import { feeProblems, recordSchoolChange } from '../schools/school-write-service';
import {
  type AdminFeeRecord,
  deleteFees,
  findFeeAdminById,
  insertFee,
  schoolExists,
  updateFee,
} from './fee-admin-repository';
import { authorOf } from './school-admin-record';

/*
 * A fee is part of its school's record: the school form edits all its fees, and a revision keeps
 * them. The fee admin writes one fee row (keeping its id and version, which the school form's
 * replace-all would not), then records the change on the school: its version goes up, so a school
 * form opened before is refused instead of putting the old fees back, and a revision keeps what
 * changed. The database recomputes the school's average fee and publication gate.
 */

const feeOf = ({ schoolId: _school, source: _source, ...fee }: SchoolFeeAdminInput): FeeInput => fee;

/** What the data refuses in a fee: a school that is none, a currency without a rate, too many decimals. */
export async function feeInputProblems(db: Db, input: SchoolFeeAdminInput): Promise<FieldError[]> {
  const problems: FieldError[] = (await schoolExists(db, input.schoolId))
    ? []
    : [{ field: 'schoolId', code: 'school.unknown' }];
  return [...problems, ...feeProblems([feeOf(input)], await currencyDigits(db), () => '')];
}

/** Locks the schools (in id order, as every writer does) and reads their states before a change. */
async function statesBefore(trx: Db, schoolIds: string[]): Promise<Map<string, SchoolState>> {
  const states = new Map<string, SchoolState>();
  for (const id of [...new Set(schoolIds)].sort()) {
    const state = await readSchoolState(trx, id, { forUpdate: true });
    if (state) states.set(id, state);
  }
  return states;
}

async function recordChanges(
  trx: Db,
  before: Map<string, SchoolState>,
  context: GraphQLContext,
  source: string | null,
) {
  for (const [id, state] of before) {
    await recordSchoolChange(trx, { id, before: state, author: authorOf(context), kind: 'edit', source });
  }
}

export async function createFee(trx: Db, input: SchoolFeeAdminInput, context: GraphQLContext) {
  const before = await statesBefore(trx, [input.schoolId]);
  const digits = (await currencyDigits(trx)).get(input.currency) ?? 2;
  const id = await insertFee(trx, input.schoolId, feeOf(input), digits);
  await recordChanges(trx, before, context, input.source);
  return (await findFeeAdminById(trx, id))!;
}

/** Saves a fee's edit; moved to another school, both schools keep a revision. */
export async function changeFee(
  trx: Db,
  current: AdminFeeRecord,
  input: SchoolFeeAdminInput,
  context: GraphQLContext,
) {
  const before = await statesBefore(trx, [current.schoolId, input.schoolId]);
  const digits = (await currencyDigits(trx)).get(input.currency) ?? 2;
  await updateFee(trx, current.id, input.schoolId, feeOf(input), digits);
  await recordChanges(trx, before, context, input.source);
  return (await findFeeAdminById(trx, current.id))!;
}

export async function removeFees(trx: Db, fees: AdminFeeRecord[], context: GraphQLContext) {
  const before = await statesBefore(
    trx,
    fees.map((fee) => fee.schoolId),
  );
  await deleteFees(
    trx,
    fees.map((fee) => fee.id),
  );
  await recordChanges(trx, before, context, null);
}
