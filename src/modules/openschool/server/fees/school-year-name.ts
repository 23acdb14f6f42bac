import { dataName } from '@/core/server/data-names/data-names';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { GRADE_NAMES } from '@/modules/openschool/shared/data-name-entities';
import type { GradeName } from '@/modules/openschool/shared/fee-table';

/**
 * A school year's name in the request's language: its system's own name ("Year 7", "CM2"), or the
 * one an administrator gave it in that language (decision 105).
 */
export function schoolYearName(
  context: Pick<GraphQLContext, 'db' | 'lang'>,
  grade: GradeName,
): Promise<string> {
  return dataName(
    context,
    { entity: GRADE_NAMES, thing: `${grade.system}.${grade.code}`, field: 'name' },
    grade.name,
  );
}
