import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import type { Db } from '@/core/server/db/database';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { InputError } from '@/core/server/validation';
import {
  type SchoolAdminInput,
  schoolAdminInputSchema,
} from '@/modules/openschool/shared/admin/school-admin-input';
import { SCHOOL_ADMIN_LIST } from '@/modules/openschool/shared/admin/school-admin-list';
import type { SchoolStatus } from '@/modules/openschool/shared/directory-constants';
import { saveSchool, schoolInputProblems } from '../schools/school-write-service';
import { schoolFile } from './school-admin-file';
import { authorOf, schoolInputOf, schoolStateOf } from './school-admin-record';
import { type AdminSchoolRecord, findSchoolAdminById, findSchoolAdminPage } from './school-admin-repository';
import { AdminSchoolType } from './school-admin-type';

const reread = async (trx: Db, id: string) => (await findSchoolAdminById(trx, id))!;

/** Changes the status of schools, each through `saveSchool`, so each keeps a revision. */
async function setStatus(
  trx: Db,
  schools: AdminSchoolRecord[],
  status: SchoolStatus,
  context: GraphQLContext,
) {
  for (const school of schools) {
    if (school.status === status) continue;
    await saveSchool(trx, {
      id: school.id,
      input: schoolInputOf(schoolStateOf(school)),
      status,
      author: authorOf(context),
      kind: 'edit',
      source: null,
    });
  }
}

/**
 * Schools in the admin: every write goes through `saveSchool`, so each keeps a revision (kind
 * `create`, `edit`, or `import` for a file's rows); the framework checks the version an edit was
 * based on against the school's, which `saveSchool` raises by one. An import keeps the ids of its
 * rows, so a file exported here fills a fresh site with the same schools.
 */
const schoolAdmin: AdminEntity<AdminSchoolRecord, SchoolAdminInput> = {
  name: 'School',
  plural: 'Schools',
  type: AdminSchoolType,
  list: SCHOOL_ADMIN_LIST,
  findPage: (db, list) => findSchoolAdminPage(db, list),
  findById: findSchoolAdminById,
  // Members hold School:create and School:update to propose on the public site; only editors
  // (School:publish) write a school directly.
  writePermission: 'School:publish',
  inputSchema: schoolAdminInputSchema,
  // Every refusal of the data at once (curriculums, currencies), so a form or an import row shows all.
  conflictOf: async (db, input) => {
    const problems = await schoolInputProblems(db, schoolInputOf(input));
    if (problems.length > 0) throw new InputError(problems);
    return null;
  },
  create: async (trx, input, context, newId) => {
    const id = await saveSchool(trx, {
      id: null,
      newId,
      input: schoolInputOf(input),
      status: input.status ?? 'draft',
      author: authorOf(context),
      kind: input.fromFile ? 'import' : 'create',
      source: input.source,
    });
    return reread(trx, id);
  },
  update: async (trx, current, input, context) => {
    // A file's row is already the school with the file's columns over it (`schoolFile.toInput`).
    await saveSchool(trx, {
      id: current.id,
      input: schoolInputOf(input),
      ...(input.status ? { status: input.status } : {}),
      author: authorOf(context),
      kind: input.fromFile ? 'import' : 'edit',
      source: input.source,
    });
    return reread(trx, current.id);
  },
  bulkActions: {
    publish: {
      permission: 'School:publish',
      run: (trx, schools, context) => setStatus(trx, schools, 'published', context),
    },
    unpublish: {
      permission: 'School:publish',
      run: (trx, schools, context) => setStatus(trx, schools, 'draft', context),
    },
    archive: {
      permission: 'School:publish',
      run: (trx, schools, context) => setStatus(trx, schools, 'archived', context),
    },
  },
  // The editable state: what a revision keeps too.
  auditOf: (school) => schoolStateOf(school),
  file: schoolFile,
};

registerAdminEntity(schoolAdmin);
