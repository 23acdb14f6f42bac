import { recordIdSchema } from '@/core/server/admin/crud/admin-crud-service';
import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { AppError } from '@/core/server/errors';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { type Rejection, rejectionInputSchema } from '@/core/shared/moderation';
import { PROPOSAL_LIST } from '@/modules/openschool/shared/community-lists';
import { SchoolFieldChangeType } from './proposal-graphql-types';
import { findProposalById, findProposalPage, type ProposalRecord } from './proposal-repository';
import {
  approveProposals,
  type ProposalReview,
  rebaseSchoolProposal,
  rejectProposals,
  reviewProposal,
} from './proposal-review-service';

const ProposalType = builder.objectRef<ProposalRecord>('AdminSchoolProposal').implement({
  subGraphs: ['admin'],
  description: 'A member’s proposed change of a school, or a new school, waiting for an editor.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with a re-base, to detect a conflict.' }),
    schoolId: t.exposeID('schoolId', {
      nullable: true,
      description: 'Null: a new school, not approved yet.',
    }),
    schoolName: t.exposeString('schoolName'),
    countryCode: t.exposeString('countryCode'),
    baseVersion: t.exposeInt('baseVersion', {
      nullable: true,
      description: 'The version the member edited.',
    }),
    currentVersion: t.exposeInt('currentVersion', {
      nullable: true,
      description: 'The school’s version now.',
    }),
    authorEmail: t.exposeString('authorEmail', { nullable: true }),
    proposed: t.field({ type: 'JSON', description: 'The school as proposed.', resolve: (p) => p.proposed }),
    source: t.exposeString('source', { nullable: true }),
    status: t.exposeString('status', { description: 'pending, approved or rejected.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it was rejected.' }),
    rejectCategory: t.exposeString('rejectCategory', {
      nullable: true,
      description: 'The kind of a rejection (spam, personal-data…), counted by the public moderation log.',
    }),
    decidedByEmail: t.exposeString('decidedByEmail', { nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const proposalAdmin: AdminEntity<ProposalRecord> = {
  name: 'SchoolProposal',
  plural: 'SchoolProposals',
  // Part of a school: seen with School:list, decided with School:publish.
  permissionPrefix: 'School',
  readPermission: 'School:list',
  type: ProposalType,
  list: PROPOSAL_LIST,
  findPage: (db, list) => findProposalPage(db, list),
  findById: findProposalById,
  bulkActions: {
    approve: { permission: 'School:publish', run: approveProposals },
    reject: {
      permission: 'School:publish',
      inputSchema: rejectionInputSchema,
      run: (trx, items, context, input) => rejectProposals(trx, items, context, input as Rejection),
    },
  },
};

registerAdminEntity(proposalAdmin);

const ReviewType = builder.objectRef<ProposalReview>('AdminSchoolProposalReview').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    changes: t.field({ type: [SchoolFieldChangeType], resolve: (review) => review.changes }),
    stale: t.exposeBoolean('stale', {
      description: 'The school changed since the member read it: re-base before approving.',
    }),
  }),
});

builder.queryField('adminSchoolProposalReview', (t) =>
  t.field({
    type: ReviewType,
    nullable: true,
    subGraphs: ['admin'],
    authScopes: { permission: 'School:list' },
    description: 'What a proposal changes, field by field, and whether it is stale. Needs School:list.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = String(args.id);
      const proposal = recordIdSchema.safeParse(id).success ? await findProposalById(context.db, id) : null;
      return proposal ? reviewProposal(context.db, proposal) : null;
    },
  }),
);

const RebaseResult = mutationResultType('AdminSchoolProposalRebaseResult', ProposalType, {
  subGraphs: ['admin'],
});

builder.mutationField('adminRebaseSchoolProposal', (t) =>
  t.field({
    type: RebaseResult,
    subGraphs: ['admin'],
    authScopes: { permission: 'School:publish' },
    description:
      'Puts a stale proposal’s changes on the school as it is now, so it can be approved; ' +
      '`record.conflict` when the proposal changed since `version`. Needs School:publish.',
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(() => {
        const id = String(args.id);
        if (!recordIdSchema.safeParse(id).success) throw new AppError('not.found', { status: 404 });
        return rebaseSchoolProposal(context, id, args.version);
      }),
  }),
);
