import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import { GRADE_SYSTEMS } from '@/modules/openschool/shared/directory-constants';
import type { ChildSchoolAge, FamilyChild } from '@/modules/openschool/shared/family';
import { placeChild } from '@/modules/openschool/shared/planner/placement';
import { gradeSystemRules } from './planner-repository';

/**
 * Each child's age at the start of the school year it joins, in every system: a birth date
 * placed by each system's cut-off day for the school year of `moveDate` (the planner's own
 * placeChild, so the list, compare and the planner agree on a borderline child); an age
 * given is that age everywhere. A child too young for any school year of any system is refused
 * with `family.too.young`, said plainly rather than shown no school.
 */
export async function familySchoolAges(
  db: Db,
  children: readonly FamilyChild[],
  moveDate: string,
): Promise<ChildSchoolAge[]> {
  const needsRules = children.some((child) => child.birthDate !== undefined);
  const rules = needsRules ? await gradeSystemRules(db, GRADE_SYSTEMS) : [];
  return children.map((child, index) => {
    if (child.birthDate === undefined) return { age: child.age };
    const placements = rules.map((rule) => placeChild(child.birthDate, moveDate, rule));
    if (placements.every((placement) => placement.status === 'too-young')) {
      throw new AppError('family.too.young', { field: `children.${index}` });
    }
    return {
      bySystem: placements.flatMap((placement) =>
        placement.status === 'placed' ? [{ system: placement.system, age: placement.age }] : [],
      ),
    };
  });
}

/** A child's age at a school of this system, as familySchoolAges placed it; null: no school year there. */
export const childAgeIn = (child: ChildSchoolAge, system: string): number | null =>
  'age' in child ? child.age : (child.bySystem.find((entry) => entry.system === system)?.age ?? null);
