import { recordIdSchema } from '@/core/server/admin/crud/admin-crud-service';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { formInputFieldsOf } from '@/core/server/graphql/zod-input-fields';
import { withoutNulls } from '@/core/shared/objects';
import {
  confirmFactInputSchema,
  disputeFactInputSchema,
} from '@/modules/openschool/shared/fact-confirmation';
import { listConfirmations } from './confirmation-repository';
import { confirmFact, disputeFact, myConfirmedFacts, removeFactConfirmations } from './confirmation-service';
import type { FactConfirmationSummary } from './confirmation-summary';

const factDescription =
  'The fact’s key: fees:<age> (fees:all), places:<age>, deadline:<intake name>, eal or sen.';

export const FactConfirmations = builder.objectRef<FactConfirmationSummary>('FactConfirmations').implement({
  description: 'How many members confirmed a fact of a school as it stands now, and when the latest did.',
  fields: (t) => ({
    fact: t.exposeString('fact', { description: factDescription }),
    count: t.exposeInt('count', { description: 'Members who confirmed it, each once.' }),
    lastConfirmedOn: t.exposeString('lastConfirmedOn', { description: 'YYYY-MM-DD (UTC).' }),
  }),
});

builder.queryField('myConfirmedFacts', (t) =>
  t.stringList({
    subGraphs: ['public'],
    description: 'The facts of a school the signed-in member confirmed this year; empty for a visitor.',
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => myConfirmedFacts(context, String(args.schoolId)),
  }),
);

const ConfirmResult = mutationResultType('ConfirmSchoolFactResult', FactConfirmations);

const ConfirmFactInput = builder.inputType('ConfirmFactInput', {
  description: 'The fact a member confirms as the school’s page shows it.',
  fields: (t) => formInputFieldsOf(t, confirmFactInputSchema, { fact: factDescription }),
});

const DisputeFactInput = builder.inputType('DisputeFactInput', {
  description: 'A fact a member says is wrong, the value they say is right, and where they know it from.',
  fields: (t) =>
    formInputFieldsOf(t, disputeFactInputSchema, {
      fact: factDescription,
      value:
        'An amount in the fee’s currency and period, a place status, a date (YYYY-MM-DD) or a support level.',
      source: 'Where the member knows it from: a URL, “the admissions office, by phone”…',
    }),
});

builder.mutationField('confirmSchoolFact', (t) =>
  t.field({
    type: ConfirmResult,
    subGraphs: ['public'],
    description:
      'Confirms a fact of a published school as its page shows it (needs School:update). ' +
      'Once per member, fact and year (`confirmation.duplicate`); `fact.unknown` for a fact the school does not give.',
    args: {
      schoolId: t.arg.id({ required: true }),
      input: t.arg({ type: ConfirmFactInput, required: true }),
    },
    resolve: (_root, args, context) =>
      asMutationResult(() => confirmFact(context, String(args.schoolId), withoutNulls(args.input))),
  }),
);

const SchoolFactDispute = builder.objectRef<{ proposalId: string }>('SchoolFactDispute').implement({
  description: 'A dispute sent: the proposed change a moderator will review.',
  fields: (t) => ({ proposalId: t.exposeID('proposalId') }),
});

const DisputeResult = mutationResultType('DisputeSchoolFactResult', SchoolFactDispute);

builder.mutationField('disputeSchoolFact', (t) =>
  t.field({
    type: DisputeResult,
    subGraphs: ['public'],
    description:
      'Disputes a fact of a published school (needs School:update): the value an amount in the fee’s ' +
      'currency and period, a place status, a date or a support level. Opens a proposal.',
    args: {
      schoolId: t.arg.id({ required: true }),
      input: t.arg({ type: DisputeFactInput, required: true }),
    },
    resolve: (_root, args, context) =>
      asMutationResult(() => disputeFact(context, String(args.schoolId), withoutNulls(args.input))),
  }),
);

type ConfirmationRow = Awaited<ReturnType<typeof listConfirmations>>[number];

const AdminFactConfirmation = builder.objectRef<ConfirmationRow>('AdminFactConfirmation').implement({
  subGraphs: ['admin'],
  description: 'A member’s confirmation of a school’s fact, as a moderator checks it for abuse.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    fact: t.exposeString('fact', { description: factDescription }),
    value: t.exposeString('value', { description: 'The value confirmed.' }),
    status: t.exposeString('status', { description: 'published or rejected (removed).' }),
    rejectCategory: t.exposeString('rejectCategory', { nullable: true }),
    authorEmail: t.exposeString('authorEmail', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    removedAt: t.expose('removedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('adminSchoolFactConfirmations', (t) =>
  t.field({
    type: [AdminFactConfirmation],
    subGraphs: ['admin'],
    authScopes: { permission: 'School:list' },
    description: 'A school’s fact confirmations, newest first (500 at most). Needs School:list.',
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const schoolId = String(args.schoolId);
      return recordIdSchema.safeParse(schoolId).success ? listConfirmations(context.db, schoolId) : [];
    },
  }),
);

const RemovedCount = builder.objectRef<{ removed: number }>('RemovedFactConfirmations').implement({
  subGraphs: ['admin'],
  fields: (t) => ({ removed: t.exposeInt('removed', { description: 'Confirmations removed now.' }) }),
});

const RemoveResult = mutationResultType('AdminRemoveFactConfirmationsResult', RemovedCount, {
  subGraphs: ['admin'],
});

builder.mutationField('adminRemoveFactConfirmations', (t) =>
  t.field({
    type: RemoveResult,
    subGraphs: ['admin'],
    authScopes: { permission: 'School:publish' },
    description:
      'Removes abusive confirmations: input `{ ids, category }` (a kind of refusal the public ' +
      'moderation log counts). Needs School:publish.',
    args: { input: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(async () => ({ removed: await removeFactConfirmations(context, args.input) })),
  }),
);
