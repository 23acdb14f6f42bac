import { recordIdSchema } from '@/core/server/admin/crud/admin-crud-service';
import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { REVISION_LIST } from '@/modules/openschool/shared/community-lists';
import { SchoolFieldChangeType } from '../proposals/proposal-graphql-types';
import { findRevisionById, findRevisionPage, type RevisionRecord } from './revision-repository';
import { restoreChanges, restoreRevision } from './revision-restore-service';

const RevisionType = builder.objectRef<RevisionRecord>('AdminSchoolRevision').implement({
  subGraphs: ['admin'],
  description: 'One change of a school: who, when, from what source, what changed, and the school after.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Always 1: a revision is never edited.' }),
    schoolId: t.exposeID('schoolId'),
    schoolName: t.exposeString('schoolName', { description: 'The school’s name now.' }),
    countryCode: t.exposeString('countryCode'),
    schoolVersion: t.exposeInt('schoolVersion', { description: 'The school’s version now.' }),
    kind: t.exposeString('kind', { description: 'create, edit, proposal, restore or import.' }),
    source: t.exposeString('source', { nullable: true }),
    authorEmail: t.exposeString('authorEmail', { nullable: true }),
    changes: t.field({ type: [SchoolFieldChangeType], resolve: (revision) => revision.changes }),
    snapshot: t.field({
      type: 'JSON',
      description: 'The school after this change.',
      resolve: (r) => r.snapshot,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const revisionAdmin: AdminEntity<RevisionRecord> = {
  name: 'SchoolRevision',
  plural: 'SchoolRevisions',
  // Part of a school's history: School:list to list, School:read to read.
  permissionPrefix: 'School',
  type: RevisionType,
  list: REVISION_LIST,
  findPage: (db, list) => findRevisionPage(db, list),
  findById: (db, id) => findRevisionById(db, id),
};

registerAdminEntity(revisionAdmin);

builder.queryField('adminSchoolRevisionRestoreChanges', (t) =>
  t.field({
    type: [SchoolFieldChangeType],
    nullable: true,
    subGraphs: ['admin'],
    authScopes: { permission: 'School:read' },
    description:
      'What restoring this revision would change in the school as it is now; null for an unknown ' +
      'revision. Needs School:read.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = String(args.id);
      const revision = recordIdSchema.safeParse(id).success ? await findRevisionById(context.db, id) : null;
      return revision ? restoreChanges(context.db, revision) : null;
    },
  }),
);

const RestoreResult = mutationResultType('AdminSchoolRevisionRestoreResult', RevisionType, {
  subGraphs: ['admin'],
});

builder.mutationField('adminRestoreSchoolRevision', (t) =>
  t.field({
    type: RestoreResult,
    subGraphs: ['admin'],
    authScopes: { allPermissions: ['School:update', 'School:publish'] },
    description:
      'Puts the school back as this revision left it (a new revision of kind restore); ' +
      '`record.conflict` when the school changed since `schoolVersion`. Needs School:update and School:publish.',
    args: { id: t.arg.id({ required: true }), schoolVersion: t.arg.int({ required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(() => restoreRevision(context, String(args.id), args.schoolVersion)),
  }),
);
