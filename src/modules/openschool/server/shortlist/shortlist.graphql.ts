import { requireSignedIn } from '@/core/server/auth/guard';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult, type MutationResult } from '@/core/server/graphql/mutation-result';
import { resultFields } from '@/core/server/graphql/mutation-result-types';
import { parseInput } from '@/core/server/validation';
import {
  mergeShortlistInputSchema,
  schoolIdSchema,
  shortlistNoteInputSchema,
} from '@/modules/openschool/shared/shortlist-input';
import {
  addToShortlist,
  mergeShortlist,
  readShortlist,
  removeFromShortlist,
  type Shortlist,
  type ShortlistSchool,
  setShortlistNote,
  type TrackedIntake,
} from './shortlist-service';

const ShortlistStepType = builder.objectRef<ShortlistSchool['steps'][number]>('ShortlistStep').implement({
  description: 'The owner’s date of one step with a shortlisted school.',
  fields: (t) => ({
    status: t.exposeString('status'),
    on: t.exposeString('on', { description: 'YYYY-MM-DD.' }),
  }),
});

const TrackedIntakeType = builder.objectRef<TrackedIntake>('TrackedIntake').implement({
  description:
    'An intake of a shortlisted school, with its deadline and whether it moved since the owner saw it.',
  fields: (t) => ({
    name: t.exposeString('name'),
    opensOn: t.exposeString('opensOn', { nullable: true, description: 'YYYY-MM-DD.' }),
    deadline: t.exposeString('deadline', { nullable: true, description: 'YYYY-MM-DD.' }),
    deadlineChanged: t.boolean({
      description: 'The deadline changed since the owner added the school or last acknowledged it.',
      resolve: (intake) => intake.previousDeadline !== undefined,
    }),
    previousDeadline: t.string({
      nullable: true,
      description: 'The deadline the owner saw before it changed (YYYY-MM-DD); null when unchanged or none.',
      resolve: (intake) => intake.previousDeadline ?? null,
    }),
  }),
});

const ShortlistAuthorType = builder.objectRef<{ id: string; name: string }>('ShortlistAuthor').implement({
  description: 'A member of the family sharing the shortlist, as the others see them.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'Their name, else their username, else their email.' }),
  }),
});

const ShortlistSchoolType = builder.objectRef<ShortlistSchool>('ShortlistSchool').implement({
  description: 'A school on a shortlist: enough to name it and link to it.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    city: t.exposeString('city'),
    country: t.exposeString('countryCode', { description: 'ISO-3166 alpha-2 code.' }),
    countrySlug: t.exposeString('countrySlug'),
    countryName: t.exposeString('countryName', { description: 'In the language of the request.' }),
    avgFees: t.exposeFloat('avgFees', { nullable: true, description: 'Average yearly fee in USD.' }),
    addedAt: t.expose('addedAt', { type: 'DateTime' }),
    note: t.exposeString('note', {
      nullable: true,
      description: 'The note on the school, shared by the family sharing the list; nobody else can read it.',
    }),
    status: t.exposeString('status', {
      description:
        'Where the owner is with the school: considering, visit-booked, applied, assessment, offer, accepted or declined.',
    }),
    statusOn: t.exposeString('statusOn', {
      nullable: true,
      description: 'The owner’s date of that step (the visit, the assessment…), YYYY-MM-DD.',
    }),
    steps: t.field({
      type: [ShortlistStepType],
      description: 'The owner’s date of each step that has one, in the order an application goes.',
      resolve: (school) => school.steps,
    }),
    intakes: t.field({
      type: [TrackedIntakeType],
      description: 'The school’s intakes and deadlines, from its admissions facts.',
      resolve: (school) => school.intakes,
    }),
    changedBy: t.field({
      type: ShortlistAuthorType,
      nullable: true,
      description:
        'Who last added the school, moved its status or wrote its note; null when unknown or they left the family.',
      resolve: (school) => school.changedBy,
    }),
    changedAt: t.expose('changedAt', { type: 'DateTime', nullable: true }),
  }),
});

const ShortlistType = builder.objectRef<Shortlist>('Shortlist').implement({
  description: 'The schools a signed-in parent keeps to compare, oldest first (listed schools only).',
  fields: (t) => ({
    items: t.field({ type: [ShortlistSchoolType], resolve: (list) => list.items }),
    max: t.exposeInt('max', { description: 'How many schools a shortlist may hold.' }),
  }),
});

export const ShortlistResult = builder.objectRef<MutationResult<Shortlist>>('ShortlistResult').implement({
  fields: (t) => ({
    ...resultFields(t),
    item: t.field({ type: ShortlistType, nullable: true, resolve: (result) => result.item }),
  }),
});

builder.queryField('shortlist', (t) =>
  t.field({
    type: ShortlistType,
    subGraphs: ['public'],
    description:
      'The signed-in user’s shortlist; a visitor gets user.not.authorized (guests keep theirs in the browser).',
    resolve: (_root, _args, context) => readShortlist(context, requireSignedIn(context).id),
  }),
);

builder.mutationFields((t) => ({
  addToShortlist: t.field({
    type: ShortlistResult,
    subGraphs: ['public'],
    description: 'Adds a listed school to the signed-in user’s shortlist (shortlist.full at the cap).',
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        addToShortlist(context, user.id, parseInput(schoolIdSchema, String(args.schoolId))),
      );
    },
  }),
  removeFromShortlist: t.field({
    type: ShortlistResult,
    subGraphs: ['public'],
    description: 'Removes a school from the signed-in user’s shortlist.',
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        removeFromShortlist(context, user.id, parseInput(schoolIdSchema, String(args.schoolId))),
      );
    },
  }),
  setShortlistNote: t.field({
    type: ShortlistResult,
    subGraphs: ['public'],
    description:
      'Sets the signed-in user’s private note on a school of their shortlist; an empty note removes it (shortlist.note.too.long, shortlist.school.missing).',
    args: { schoolId: t.arg.id({ required: true }), note: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        setShortlistNote(
          context,
          user.id,
          parseInput(shortlistNoteInputSchema, { schoolId: String(args.schoolId), note: args.note }),
        ),
      );
    },
  }),
  mergeShortlist: t.field({
    type: ShortlistResult,
    subGraphs: ['public'],
    description:
      'At sign-in: adds the guest’s shortlist (kept in the browser) to the account’s, up to the cap; unknown ids are skipped.',
    args: { schoolIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        mergeShortlist(context, user.id, parseInput(mergeShortlistInputSchema, args.schoolIds.map(String))),
      );
    },
  }),
}));
