import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { GRADE_ADMIN_LIST } from '../../../shared/admin/grade-admin-schemas';

export const GRADES_PATH = '/_admin/school-grades';

export interface GradeItem {
  _id: string;
  version: number;
  system: 'UK' | 'US' | 'FR' | 'IB' | 'DE';
  code: string;
  name: string;
  ageFrom: number;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export const gradeEntity: AdminClientEntity<GradeItem> = {
  name: 'SchoolGrade',
  plural: 'SchoolGrades',
  path: GRADES_PATH,
  list: GRADE_ADMIN_LIST,
  fields: '_id version system code name ageFrom position createdAt updatedAt',
  titleOf: (grade) => `${grade.name} (${grade.system})`,
};
