import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import { type Rejection, rejectionInputSchema } from '@/core/shared/moderation';
import { FACT_CHECK_LIST } from '@/modules/openschool/shared/fact-check-list';
import { removeFactChecks } from './fact-check-moderation';
import { type FactCheckRecord, findFactCheckById, findFactCheckPage } from './fact-check-repository';

const FactCheckType = builder.objectRef<FactCheckRecord>('AdminFactCheck').implement({
  subGraphs: ['admin'],
  description: 'A member’s confirmation or dispute of a school’s fact, as moderators check it.',
  fields: (t) => ({
    _id: t.exposeID('id', { description: 'The confirmation’s id, or the dispute’s proposal id.' }),
    version: t.exposeInt('version'),
    kind: t.exposeString('kind', { description: 'confirmation or dispute.' }),
    schoolId: t.exposeID('schoolId'),
    schoolName: t.exposeString('schoolName'),
    countryCode: t.exposeString('countryCode'),
    fact: t.exposeString('fact', {
      description: 'The fact’s key: fees:<age> (fees:all), places:<age>, deadline:<intake name>, eal or sen.',
    }),
    value: t.exposeString('value', { description: 'The value confirmed, or the value a dispute proposes.' }),
    source: t.exposeString('source', { nullable: true, description: 'A dispute’s source.' }),
    status: t.exposeString('status', {
      description:
        'A confirmation: published or rejected (removed); a dispute: pending, approved or rejected.',
    }),
    rejectCategory: t.exposeString('rejectCategory', { nullable: true }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    authorEmail: t.exposeString('authorEmail', {
      nullable: true,
      description: 'Null: the account was deleted.',
    }),
    decidedByEmail: t.exposeString('decidedByEmail', { nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/**
 * The moderators' page of fact checks (decision 100): confirmations and disputes together, read
 * with School:list, removed with School:publish (a kind and a reason), as proposals are decided.
 */
const factCheckAdmin: AdminEntity<FactCheckRecord> = {
  name: 'FactCheck',
  plural: 'FactChecks',
  permissionPrefix: 'School',
  readPermission: 'School:list',
  type: FactCheckType,
  list: FACT_CHECK_LIST,
  findPage: (db, list) => findFactCheckPage(db, list),
  findById: findFactCheckById,
  bulkActions: {
    remove: {
      permission: 'School:publish',
      inputSchema: rejectionInputSchema,
      run: (trx, checks, context, input) => removeFactChecks(trx, checks, context, input as Rejection),
    },
  },
};

registerAdminEntity(factCheckAdmin);
