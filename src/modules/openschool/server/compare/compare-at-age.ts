import { feeTableOf, type GradeName } from '@/modules/openschool/shared/fee-table';
import type { CurrencyRate } from '@/modules/openschool/shared/money';
import { feeRecordOf } from '../detail/school-detail-repository';
import { feeViews, type GradeFeesView } from '../fees/school-detail-fees';
import { gradeNameOf } from '../reference/grade-repository';
import type { ComparedRows } from './compare-repository';

/**
 * A school's figures for a child of this age, exactly as its page's fees tab shows them: the
 * same fee table (feeTableOf) with the same US dollar amounts (feeViews), at the row of that
 * age. A school that gives one tuition for all ages has its one row, named by the school year
 * of that age. An age the table has no row for (a school teaching younger children only) has
 * no fees, but still the school year's name where the school's system has one.
 */
export function feesAtAgeOf(
  school: ComparedRows['schools'][number],
  rows: ComparedRows,
  rates: ReadonlyMap<string, CurrencyRate>,
  age: number,
): GradeFeesView {
  const grades: GradeName[] = rows.grades
    .filter((grade) => grade.system === school.grade_system)
    .map(gradeNameOf);
  const table = feeTableOf({
    school: { ageFrom: school.age_from, ageTo: school.age_to },
    fees: rows.fees.filter((fee) => fee.school_id === school.id).map(feeRecordOf),
    grades,
    rates,
  });
  const views = feeViews(table, rates);
  const row = views.grades.find((entry) => entry.age === age);
  if (row) return row;
  // Named as the fee table names its rows: the system's (last) school year starting at that age.
  const grade = grades.findLast((entry) => entry.ageFrom === age) ?? null;
  const forAll = views.grades.find((entry) => entry.age === null);
  return forAll ? { ...forAll, age, grade } : { age, grade, tuition: null, firstYear: null };
}
