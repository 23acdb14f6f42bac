import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import {
  GRADE_ADMIN_LIST,
  GRADE_FILE_HEADERS,
  type GradeInput,
  gradeInputSchema,
} from '@/modules/openschool/shared/admin/grade-admin-schemas';
import {
  type AdminGradeRecord,
  findGradeAdminById,
  findGradeAdminPage,
  gradeCodeTaken,
  insertGrade,
  updateGrade,
} from './grade-admin-repository';

const AdminSchoolGradeType = builder.objectRef<AdminGradeRecord>('AdminSchoolGrade').implement({
  subGraphs: ['admin'],
  description:
    'A school year of a national system. Years of different systems starting at the same age are equivalent.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
    system: t.exposeString('system', { description: 'UK, US, FR, IB or DE.' }),
    code: t.exposeString('code', { description: 'Unique in its system: Y7, G6, 6E.' }),
    name: t.exposeString('name'),
    ageFrom: t.exposeInt('ageFrom', { description: 'A child’s age at the start of that school year.' }),
    position: t.exposeInt('position', { description: 'Its place among the years of its system.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const numberOf = (text: string | undefined) => (text && /^\d+$/.test(text.trim()) ? Number(text) : text);

/** School years in the admin (`SchoolGrade:*`): names and ages per system, exported and imported. */
const gradeAdmin: AdminEntity<AdminGradeRecord, GradeInput> = {
  name: 'SchoolGrade',
  plural: 'SchoolGrades',
  type: AdminSchoolGradeType,
  list: GRADE_ADMIN_LIST,
  findPage: (db, list) => findGradeAdminPage(db, list),
  findById: findGradeAdminById,
  inputSchema: gradeInputSchema,
  conflictOf: async (db, input, current) =>
    (await gradeCodeTaken(db, input, current?.id ?? null))
      ? { field: 'code', code: 'grade.code.taken' }
      : null,
  create: async (trx, input) => (await findGradeAdminById(trx, await insertGrade(trx, input)))!,
  update: async (trx, current, input) => {
    await updateGrade(trx, current.id, input);
    return (await findGradeAdminById(trx, current.id))!;
  },
  file: {
    headers: GRADE_FILE_HEADERS,
    toRow: (grade) => ({
      system: grade.system,
      code: grade.code,
      name: grade.name,
      ageFrom: String(grade.ageFrom),
      position: String(grade.position),
    }),
    toInput: (row) => ({
      ...row,
      system: row.system?.trim().toUpperCase(),
      ageFrom: numberOf(row.ageFrom),
      position: numberOf(row.position),
    }),
    uniqueKey: { field: 'code', of: (input) => `${input.system}|${input.code}` },
  },
};

registerAdminEntity(gradeAdmin);
