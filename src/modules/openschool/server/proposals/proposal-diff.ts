import { type FieldChange, recordChanges } from '@/core/shared/record-diff';
import type { FeeInput, SchoolInput } from '@/modules/openschool/shared/school-input';
import { withEveryFact } from '../schools/school-columns';
import type { SchoolState } from '../schools/school-state-repository';

/** A school's editable fields only: its status and version are not members' to change. */
export function editableOf(state: SchoolState | SchoolInput): SchoolInput {
  const { status: _status, version: _version, ...input } = state as SchoolState;
  return input;
}

/** A fee with its keys in one order: stored as jsonb (proposals, revisions), they come back reordered. */
const canonicalFee = (fee: FeeInput): FeeInput => ({
  kind: fee.kind,
  ageFrom: fee.ageFrom,
  ageTo: fee.ageTo,
  amount: fee.amount,
  currency: fee.currency,
  period: fee.period,
  academicYear: fee.academicYear,
  note: fee.note,
});

/**
 * The input in a fixed order where order says nothing (curriculums, fees, a JSON fact's keys), so
 * that a form that lists the same fees in another order changes nothing; a fact it was kept
 * without is empty.
 */
function comparable(kept: SchoolInput): SchoolInput {
  const input = withEveryFact(kept);
  const fees = input.fees.map(canonicalFee);
  const key = (fee: FeeInput) => JSON.stringify(fee);
  return {
    ...input,
    curriculums: [...input.curriculums].sort(),
    fees: fees.sort((a, b) => key(a).localeCompare(key(b))),
  };
}

/** What an edit changes, field by field; every field of a new school (`before` null). */
export function schoolChanges(before: SchoolInput | null, after: SchoolInput): FieldChange[] {
  return recordChanges(before ? comparable(before) : null, comparable(after));
}

/**
 * A proposal re-based on the school as it is now: the fields the member changed (compared with
 * the version they edited) over the current state, the others as they are now. Without the
 * version they edited, every field they sent is taken.
 */
export function rebasedInput(
  current: SchoolInput,
  base: SchoolInput | null,
  proposed: SchoolInput,
): SchoolInput {
  if (!base) return proposed;
  const changed = new Set(schoolChanges(base, proposed).map((change) => change.field));
  return Object.fromEntries(
    Object.entries(current).map(([field, value]) => [
      field,
      changed.has(field) ? proposed[field as keyof SchoolInput] : value,
    ]),
  ) as unknown as SchoolInput;
}
