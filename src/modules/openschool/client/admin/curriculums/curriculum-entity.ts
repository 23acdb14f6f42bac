import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { CURRICULUM_ADMIN_LIST } from '../../../shared/admin/curriculum-admin-schemas';

export const CURRICULUMS_PATH = '/_admin/school-curriculums';

export interface CurriculumItem {
  _id: string;
  version: number;
  slug: string;
  name: string;
  shortName: string | null;
  family: string;
  description: string;
  schoolCount: number;
  createdAt: string;
  updatedAt: string;
}

export const curriculumEntity: AdminClientEntity<CurriculumItem> = {
  name: 'SchoolCurriculum',
  plural: 'SchoolCurriculums',
  path: CURRICULUMS_PATH,
  list: CURRICULUM_ADMIN_LIST,
  fields: '_id version slug name shortName family description schoolCount createdAt updatedAt',
  titleOf: (curriculum) => curriculum.name,
};
