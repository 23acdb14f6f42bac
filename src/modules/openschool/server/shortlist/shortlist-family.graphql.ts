import { requireSignedIn } from '@/core/server/auth/guard';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult, type MutationResult } from '@/core/server/graphql/mutation-result';
import { resultFields } from '@/core/server/graphql/mutation-result-types';
import { parseInput } from '@/core/server/validation';
import {
  shortlistInvitationInputSchema,
  shortlistInvitationTokenSchema,
  shortlistMemberIdSchema,
} from '@/modules/openschool/shared/shortlist-family-input';
import type { FamilyPerson } from './shortlist-family-repository';
import {
  acceptShortlistInvitation,
  inviteToShortlist,
  leaveShortlistFamily,
  makeShortlistOwner,
  readShortlistFamily,
  removeShortlistMember,
  type ShortlistFamily,
  shortlistInvitationWithdrawn,
  withdrawShortlistInvitation,
} from './shortlist-family-service';

const FamilyPersonType = builder.objectRef<FamilyPerson>('ShortlistFamilyPerson').implement({
  description: 'An adult sharing the shortlist.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'Their name, else their username, else their email.' }),
    email: t.exposeString('email'),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', nullable: true, description: 'Null for the owner.' }),
  }),
});

const InvitationType = builder
  .objectRef<ShortlistFamily['invitations'][number]>('ShortlistInvitation')
  .implement({
    description: 'An invitation mailed and not yet accepted.',
    fields: (t) => ({
      email: t.exposeString('email'),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

const FamilyType = builder.objectRef<ShortlistFamily>('ShortlistFamily').implement({
  description: 'The adults sharing a shortlist: its owner (who invited the others) and its members.',
  fields: (t) => ({
    _id: t.exposeID('id', { description: 'The list’s id: its owner’s account id.' }),
    isOwner: t.exposeBoolean('isOwner', { description: 'Whether the reader owns the list.' }),
    people: t.field({ type: [FamilyPersonType], resolve: (family) => family.people }),
    invitations: t.field({ type: [InvitationType], resolve: (family) => family.invitations }),
  }),
});

const FamilyResult = builder.objectRef<MutationResult<ShortlistFamily>>('ShortlistFamilyResult').implement({
  fields: (t) => ({
    ...resultFields(t),
    item: t.field({ type: FamilyType, nullable: true, resolve: (result) => result.item }),
  }),
});

builder.queryField('shortlistFamily', (t) =>
  t.field({
    type: FamilyType,
    subGraphs: ['public'],
    description: 'Who shares the signed-in user’s shortlist; only they can read it.',
    resolve: (_root, _args, context) => readShortlistFamily(context, requireSignedIn(context).id),
  }),
);

builder.queryField('shortlistInvitationWithdrawn', (t) =>
  t.boolean({
    subGraphs: ['public'],
    description:
      'Whether the invitation of a mailed link was withdrawn; its page says so. False for any other link.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const token = shortlistInvitationTokenSchema.safeParse(args.token);
      return token.success ? shortlistInvitationWithdrawn(context, token.data) : false;
    },
  }),
);

builder.mutationFields((t) => ({
  withdrawShortlistInvitation: t.field({
    type: FamilyResult,
    subGraphs: ['public'],
    description:
      'Withdraws the family’s open invitation to an email: its link then says it was withdrawn (shortlist.invitation.missing).',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        withdrawShortlistInvitation(context, user.id, parseInput(shortlistInvitationInputSchema, args).email),
      );
    },
  }),
  makeShortlistOwner: t.field({
    type: FamilyResult,
    subGraphs: ['public'],
    description:
      'The owner hands the shortlist to a member, who owns it from now on; their own earlier list is merged into it (shortlist.member.missing).',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        makeShortlistOwner(context, user.id, parseInput(shortlistMemberIdSchema, String(args.userId))),
      );
    },
  }),
  inviteToShortlist: t.field({
    type: FamilyResult,
    subGraphs: ['public'],
    description:
      'Mails an adult a single-use link to share the signed-in user’s shortlist (shortlist.invitation.member, shortlist.family.full).',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        inviteToShortlist(context, user, parseInput(shortlistInvitationInputSchema, args).email),
      );
    },
  }),
  acceptShortlistInvitation: t.field({
    type: FamilyResult,
    subGraphs: ['public'],
    description:
      'Joins the shortlist of an invitation mailed to the signed-in user’s email (shortlist.invitation.invalid, shortlist.invitation.other.email, shortlist.family.already).',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        acceptShortlistInvitation(context, user, parseInput(shortlistInvitationTokenSchema, args.token)),
      );
    },
  }),
  leaveShortlistFamily: t.field({
    type: FamilyResult,
    subGraphs: ['public'],
    description: 'The signed-in member leaves the shared shortlist for their own (shortlist.member.missing).',
    resolve: (_root, _args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() => leaveShortlistFamily(context, user.id));
    },
  }),
  removeShortlistMember: t.field({
    type: FamilyResult,
    subGraphs: ['public'],
    description: 'The owner takes a member off their shortlist (shortlist.member.missing).',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const user = requireSignedIn(context);
      return asMutationResult(() =>
        removeShortlistMember(context, user.id, parseInput(shortlistMemberIdSchema, String(args.userId))),
      );
    },
  }),
}));
