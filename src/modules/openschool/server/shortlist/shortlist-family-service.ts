import { newToken, tokenHash } from '@/core/server/auth/secure-token';
import { AppError, notAuthorized } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { FAMILY_MAX } from '@/modules/openschool/shared/shortlist-family-input';
import { siteOf } from '../alerts/school-alert-dispatch';
import {
  deleteMember,
  type FamilyPerson,
  familyOf,
  insertInvitation,
  insertMember,
  listOwnerOf,
  memberCount,
  openInvitation,
  pendingInvitationsOf,
  retireInvitations,
  spendInvitation,
} from './shortlist-family-repository';
import {
  handOverList,
  invitationWithdrawn,
  lockedMembersOf,
  withdrawInvitations,
} from './shortlist-handover-repository';
import { shortlistOf } from './shortlist-repository';
import { mergeIntoList } from './shortlist-service';

/** The mail carrying an invitation, in the 20 languages (`server/mail-templates`). */
export const SHORTLIST_INVITATION_TEMPLATE = 'shortlist-invitation';
/** Where an invitation's link leads; the token follows. */
export const SHORTLIST_JOIN_PATH = '/shortlist/join';
const INVITATION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

type Deps = Pick<GraphQLContext, 'db' | 'lang' | 'mail' | 'settings'>;
type User = { id: string; email: string; language: string | null };

export interface ShortlistFamily {
  /** The list's id: its owner's account id. */
  id: string;
  /** Whether the reader owns the list (only the owner removes members). */
  isOwner: boolean;
  /** The owner first, then the members. */
  people: FamilyPerson[];
  invitations: { email: string; expiresAt: Date }[];
}

const invalid = () => new AppError('shortlist.invitation.invalid', { field: 'token' });

/** The family the user shares their shortlist with; alone in it while nobody joined. */
export async function readShortlistFamily(deps: Pick<Deps, 'db'>, userId: string): Promise<ShortlistFamily> {
  const ownerId = await listOwnerOf(deps.db, userId);
  return {
    id: ownerId,
    isOwner: ownerId === userId,
    people: await familyOf(deps.db, ownerId),
    invitations: await pendingInvitationsOf(deps.db, ownerId, new Date()),
  };
}

/**
 * Mails `email` a single-use link to share the user's shortlist (any member may invite). Refused
 * with `shortlist.invitation.member` for someone already in the family and `shortlist.family.full`
 * when members and open invitations reach FAMILY_MAX.
 */
export async function inviteToShortlist(deps: Deps, user: User, email: string): Promise<ShortlistFamily> {
  const family = await readShortlistFamily(deps, user.id);
  if (family.people.some((person) => person.email.toLowerCase() === email)) {
    throw new AppError('shortlist.invitation.member', { field: 'email' });
  }
  // Inviting the same adult again sends a new link in place of the old one, and counts once.
  const others = family.invitations.filter((invitation) => invitation.email !== email);
  if (family.people.length + others.length >= FAMILY_MAX) {
    throw new AppError('shortlist.family.full', { field: 'email' });
  }
  const site = await siteOf(deps.settings);
  const token = newToken();
  const inviter = family.people.find((person) => person.id === user.id)!;
  // The inviter's language, which the invited adult most likely reads too; else the site's.
  const lang = site.languages.includes(deps.lang) ? deps.lang : site.languages[0]!;
  await deps.db.transaction().execute(async (trx) => {
    await retireInvitations(trx, family.id, email);
    await insertInvitation(trx, {
      tokenHash: tokenHash(token),
      ownerId: family.id,
      email,
      expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
    });
    await deps.mail.queueTemplateWithin(trx, SHORTLIST_INVITATION_TEMPLATE, {
      to: email,
      lang,
      variables: { inviterName: inviter.name, link: `${site.url}${SHORTLIST_JOIN_PATH}/${token}` },
    });
  });
  deps.mail.wake();
  return readShortlistFamily(deps, user.id);
}

/**
 * Joins the family of an invitation: only an account with the invited email, sharing no list yet
 * (`shortlist.family.already`: leave it first). The account's own schools join the family's list,
 * up to its cap; they stay on the account's own list, which comes back if the member leaves.
 */
export async function acceptShortlistInvitation(
  deps: Pick<Deps, 'db'>,
  user: User,
  token: string,
): Promise<ShortlistFamily> {
  const invitation = await openInvitation(deps.db, tokenHash(token));
  if (!invitation && (await invitationWithdrawn(deps.db, tokenHash(token)))) {
    throw new AppError('shortlist.invitation.withdrawn', { field: 'token' });
  }
  if (!invitation || invitation.expiresAt.getTime() < Date.now()) throw invalid();
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('shortlist.invitation.other.email', { field: 'token' });
  }
  const alreadySharing =
    invitation.ownerId === user.id ||
    (await listOwnerOf(deps.db, user.id)) !== user.id ||
    (await memberCount(deps.db, user.id)) > 0;
  if (alreadySharing) throw new AppError('shortlist.family.already', { field: 'token' });
  const ownSchools = (await shortlistOf(deps.db, user.id)).map((row) => row.id);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await spendInvitation(trx, tokenHash(token), new Date()))) throw invalid();
    await insertMember(trx, invitation.ownerId, user.id);
    await mergeIntoList(trx, invitation.ownerId, ownSchools, user.id);
  });
  return readShortlistFamily(deps, user.id);
}

/** The user leaves the family's list for their own (`shortlist.member.missing` if they share none). */
export async function leaveShortlistFamily(deps: Pick<Deps, 'db'>, userId: string): Promise<ShortlistFamily> {
  const ownerId = await listOwnerOf(deps.db, userId);
  if (ownerId === userId || !(await deleteMember(deps.db, ownerId, userId))) {
    throw new AppError('shortlist.member.missing');
  }
  return readShortlistFamily(deps, userId);
}

/** The owner takes a member off their list; anyone else is not authorized. */
export async function removeShortlistMember(
  deps: Pick<Deps, 'db'>,
  userId: string,
  memberId: string,
): Promise<ShortlistFamily> {
  if ((await listOwnerOf(deps.db, userId)) !== userId) throw notAuthorized();
  if (!(await deleteMember(deps.db, userId, memberId))) {
    throw new AppError('shortlist.member.missing', { field: 'userId' });
  }
  return readShortlistFamily(deps, userId);
}

/**
 * Withdraws the family's open invitation to `email` (any member may, as any member may invite):
 * its link then says it was withdrawn, and it no longer counts against FAMILY_MAX.
 * `shortlist.invitation.missing` when none is open.
 */
export async function withdrawShortlistInvitation(
  deps: Pick<Deps, 'db'>,
  userId: string,
  email: string,
): Promise<ShortlistFamily> {
  const ownerId = await listOwnerOf(deps.db, userId);
  if (!(await withdrawInvitations(deps.db, ownerId, email, new Date()))) {
    throw new AppError('shortlist.invitation.missing', { field: 'email' });
  }
  return readShortlistFamily(deps, userId);
}

/** Whether an invitation's link was withdrawn: its page says so instead of offering to join. */
export async function shortlistInvitationWithdrawn(deps: Pick<Deps, 'db'>, token: string): Promise<boolean> {
  return invitationWithdrawn(deps.db, tokenHash(token));
}

/**
 * The owner hands the list to a member, in one transaction (decision 100): the new owner's own
 * earlier list is merged into it, the others stay members, the old owner becomes one. Anyone but
 * the owner is not authorized; `shortlist.member.missing` for someone not on the list.
 */
export async function makeShortlistOwner(
  deps: Pick<Deps, 'db'>,
  userId: string,
  memberId: string,
): Promise<ShortlistFamily> {
  await deps.db.transaction().execute(async (trx) => {
    // Locks the family's rows: two hand-overs at once cannot both move the list.
    const members = await lockedMembersOf(trx, userId);
    if ((await listOwnerOf(trx, userId)) !== userId) throw notAuthorized();
    if (!members.includes(memberId)) {
      throw new AppError('shortlist.member.missing', { field: 'userId' });
    }
    await handOverList(trx, userId, memberId);
  });
  return readShortlistFamily(deps, userId);
}
