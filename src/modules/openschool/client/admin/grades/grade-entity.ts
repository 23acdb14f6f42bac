import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { GRADE_ADMIN_LIST } from '@/modules/openschool/shared/admin/grade-admin-schemas';

export const GRADES_PATH = '/_admin/school-grades';

const GRADE_FIELDS = adminGraphql(`
  fragment AdminSchoolGradeFields on AdminSchoolGrade {
    _id version system code name ageFrom position createdAt updatedAt
  }
`);

export type GradeItem = ResultOf<typeof GRADE_FIELDS>;

export const gradeEntity: AdminClientEntity<GradeItem> = {
  name: 'SchoolGrade',
  plural: 'SchoolGrades',
  path: GRADES_PATH,
  list: GRADE_ADMIN_LIST,
  fields: GRADE_FIELDS,
  titleOf: (grade) => `${grade.name} (${grade.system})`,
};
