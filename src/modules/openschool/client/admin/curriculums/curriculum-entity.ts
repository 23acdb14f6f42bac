import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { CURRICULUM_ADMIN_LIST } from '@/modules/openschool/shared/admin/curriculum-admin-schemas';

export const CURRICULUMS_PATH = '/_admin/school-curriculums';

const CURRICULUM_FIELDS = adminGraphql(`
  fragment AdminSchoolCurriculumFields on AdminSchoolCurriculum {
    _id version slug name shortName family description schoolCount createdAt updatedAt
  }
`);

export type CurriculumItem = ResultOf<typeof CURRICULUM_FIELDS>;

export const curriculumEntity: AdminClientEntity<CurriculumItem> = {
  name: 'SchoolCurriculum',
  plural: 'SchoolCurriculums',
  path: CURRICULUMS_PATH,
  list: CURRICULUM_ADMIN_LIST,
  fields: CURRICULUM_FIELDS,
  titleOf: (curriculum) => curriculum.name,
};
