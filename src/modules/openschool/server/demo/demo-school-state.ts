import type { Insertable } from 'kysely';
import type { SchoolStatus } from '@/modules/openschool/shared/directory-constants';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import { feeInputOfRow } from '../fees/fee-columns';
import { schoolFactsOfRow } from '../schools/school-columns';
import type { SchoolState } from '../schools/school-state-repository';
import type { SchoolFeeTable, SchoolTable } from '../tables';

/**
 * A demo school's editable state, as `readSchoolState` would read it back once inserted — same
 * fields, same order of curriculums (by slug) and fees (latest year, kind, age) — built from the
 * rows about to be inserted, so a revision per school costs no query. The seed's test checks
 * it against `readSchoolState`.
 */
export function demoSchoolState(
  school: Insertable<SchoolTable>,
  curriculumSlugs: readonly string[],
  fees: readonly Insertable<SchoolFeeTable>[],
  digits: ReadonlyMap<string, number>,
): SchoolState {
  const ordered = [...fees].sort(
    (a, b) =>
      b.academic_year.localeCompare(a.academic_year) ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
      (a.age_from ?? 99) - (b.age_from ?? 99),
  );
  return {
    ...schoolFactsOfRow(school, {
      curriculums: [...curriculumSlugs].sort(),
      fees: ordered.map((fee) => feeInputOfRow(fee, digits.get(fee.currency) ?? 2)),
    }),
    status: (school.status ?? 'published') as SchoolStatus,
    version: school.version ?? 1,
  };
}

/** The editable part of a state: what a member's proposal holds. */
export function inputOf(state: SchoolState): SchoolInput {
  const { status: _status, version: _version, ...input } = state;
  return input;
}
