import { z } from 'zod';
import type { CompareParams } from './compare-search';
import { refineFamily } from './family';
import { familyChildrenSchema, familyMoveSchema } from './family-schemas';
import { listParamsOf } from './list-address';
import { SCHOOL_FILTER_CHECKS, valid } from './school-filter-checks';
import { compareIdsInputSchema, compareIdsOf } from './shortlist-input';

const { age: ageSchema, grade: gradeSchema } = {
  age: SCHOOL_FILTER_CHECKS.age.schema,
  grade: SCHOOL_FILTER_CHECKS.grade.schema,
};

/**
 * Arguments of `compareSchools`: the schools, and optionally the child the figures are for, as
 * the list names it (an age at the start of the school year, or a school year `UK-Y7`).
 */
export const compareInputSchema = z
  .object({
    ids: compareIdsInputSchema,
    age: ageSchema,
    grade: gradeSchema,
    children: z.optional(familyChildrenSchema),
    move: z.optional(familyMoveSchema),
  })
  .superRefine((input, context) => {
    if (input.age !== undefined && input.grade !== undefined) {
      context.addIssue({ code: 'custom', message: 'grade.conflict', path: ['grade'] });
    }
    if (input.children && (input.age !== undefined || input.grade !== undefined)) {
      context.addIssue({ code: 'custom', message: 'grade.conflict', path: ['children'] });
    }
    refineFamily(input, context);
  });

/** A currency code as the URL may give it: three letters, upper case. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * `?ids=a,b&age=11`, `?ids=a,b&grade=UK-Y7` or `?ids=a,b&children=2014-09-01,7&move=2027-08-15`,
 * in the list's own parameter names (read by the list's own parser), so the list can link here
 * with its child or family. A value the schemas refuse is dropped (a bad link still
 * compares); a school year wins over an age, as on the list.
 */
export function compareParamsOf(search: URLSearchParams): CompareParams {
  const { children, move } = listParamsOf(search);
  const family = children.length > 0;
  const grade = family ? null : valid(gradeSchema, search.get('grade'));
  const ageText = search.get('age');
  const age = grade || family || !ageText ? null : valid(ageSchema, Number(ageText));
  const currency = search.get('currency')?.toUpperCase() ?? null;
  return {
    ids: compareIdsOf(search.get('ids')),
    age,
    grade,
    children,
    move,
    currency: currency && CURRENCY_CODE.test(currency) ? currency : null,
  };
}
