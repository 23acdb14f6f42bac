import { z } from 'zod/mini';
import { type FamilyChild, PLANNER_MAX_CHILDREN } from './family';

/*
 * How a family's children and move are checked, as the list, compare and the planner read them.
 * Apart from the family's texts and rules (`family.ts`), which a list's page reads without zod.
 */

/** The youngest and oldest age a school year starts at, as the list's age filter takes them. */
const AGE_MIN = 2;
const AGE_MAX = 19;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `2014-09-01` or `7`: one child of a family, checked. */
export const familyChildSchema = z.pipe(
  z.string('family.child.invalid'),
  z.transform((text, context): FamilyChild => {
    const value = text.trim();
    if (/^\d{1,2}$/.test(value)) {
      const age = Number(value);
      if (age >= AGE_MIN && age <= AGE_MAX) return { age };
      context.issues.push({ code: 'custom', message: 'age.invalid', input: text });
      return z.NEVER;
    }
    if (ISO_DATE.test(value) && z.iso.date().safeParse(value).success) return { birthDate: value };
    context.issues.push({ code: 'custom', message: 'family.child.invalid', input: text });
    return z.NEVER;
  }),
);

/** The children of a family, youngest or oldest first as the parent gives them. */
export const familyChildrenSchema = z
  .array(familyChildSchema, 'family.child.invalid')
  .check(
    z.minLength(1, 'planner.children.required'),
    z.maxLength(PLANNER_MAX_CHILDREN, 'planner.children.too.many'),
  );

/** The day a family's children are placed for: the move, else today (the school year under way). */
export const familyMoveSchema = z.iso
  .date('date.invalid')
  .check(z.refine((date) => date >= '2000-01-01' && date <= '2100-12-31', 'date.invalid'));
