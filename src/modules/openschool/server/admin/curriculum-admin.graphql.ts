import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import {
  CURRICULUM_ADMIN_LIST,
  CURRICULUM_FILE_HEADERS,
  type CurriculumInput,
  curriculumInputSchema,
} from '@/modules/openschool/shared/admin/curriculum-admin-schemas';
import {
  type AdminCurriculumRecord,
  curriculumSlugTaken,
  findCurriculumAdminById,
  findCurriculumAdminPage,
  insertCurriculum,
  updateCurriculum,
} from './curriculum-admin-repository';

const AdminSchoolCurriculumType = builder
  .objectRef<AdminCurriculumRecord>('AdminSchoolCurriculum')
  .implement({
    subGraphs: ['admin'],
    description: 'A curriculum schools teach (IB Diploma, IGCSE, French…), with its description for parents.',
    fields: (t) => ({
      _id: t.exposeID('id'),
      version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
      slug: t.exposeString('slug', { description: 'Names it in addresses, school forms and files.' }),
      name: t.exposeString('name'),
      shortName: t.exposeString('shortName', { nullable: true }),
      family: t.exposeString('family', { description: 'The system it belongs to: IB, British, French…' }),
      description: t.exposeString('description'),
      schoolCount: t.exposeInt('schoolCount', { description: 'Schools teaching it, listed or not.' }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });

const text = (value: string | null) => value ?? '';

/** Curriculums in the admin (`SchoolCurriculum:*`): written, corrected, exported and imported. */
const curriculumAdmin: AdminEntity<AdminCurriculumRecord, CurriculumInput> = {
  name: 'SchoolCurriculum',
  plural: 'SchoolCurriculums',
  type: AdminSchoolCurriculumType,
  list: CURRICULUM_ADMIN_LIST,
  findPage: (db, list) => findCurriculumAdminPage(db, list),
  findById: findCurriculumAdminById,
  inputSchema: curriculumInputSchema,
  conflictOf: async (db, input, current) =>
    (await curriculumSlugTaken(db, input.slug, current?.id ?? null))
      ? { field: 'slug', code: 'slug.taken' }
      : null,
  create: async (trx, input) => (await findCurriculumAdminById(trx, await insertCurriculum(trx, input)))!,
  update: async (trx, current, input) => {
    await updateCurriculum(trx, current.id, input);
    return (await findCurriculumAdminById(trx, current.id))!;
  },
  file: {
    headers: CURRICULUM_FILE_HEADERS,
    toRow: (curriculum) => ({
      slug: curriculum.slug,
      name: curriculum.name,
      shortName: text(curriculum.shortName),
      family: curriculum.family,
      description: curriculum.description,
    }),
    toInput: (row) => row,
    uniqueKey: { field: 'slug', of: (input) => input.slug },
  },
};

registerAdminEntity(curriculumAdmin);
