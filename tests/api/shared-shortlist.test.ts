import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { dispatchDeadlineReminders } from '@/modules/openschool/server/shortlist/shortlist-reminder-dispatch';
import { signedInWith } from './support/admin-users';
import { saveNewSchool, singaporeSchoolInput } from './support/school-input';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const ME = graphql('query { me { item { _id email } } }');
const SHORTLIST = graphql(`query {
  shortlist { items { _id status note changedBy { _id name } changedAt } }
}`);
const FAMILY = graphql(`query {
  shortlistFamily { _id isOwner people { _id name email joinedAt } invitations { email } }
}`);
const FAMILY_FIELDS = '_id isOwner people { _id name } invitations { email }';
const INVITE = graphql(`mutation ($email: String!) {
  inviteToShortlist(email: $email) { success code field item { ${FAMILY_FIELDS} } }
}`);
const ACCEPT = graphql(`mutation ($token: String!) {
  acceptShortlistInvitation(token: $token) { success code item { ${FAMILY_FIELDS} } }
}`);
const LEAVE = graphql('mutation { leaveShortlistFamily { success code item { _id isOwner } } }');
const REMOVE_MEMBER = graphql(`mutation ($id: ID!) {
  removeShortlistMember(userId: $id) { success code item { people { _id } } }
}`);
const WITHDRAW = graphql(`mutation ($email: String!) {
  withdrawShortlistInvitation(email: $email) { success code item { invitations { email } } }
}`);
const WITHDRAWN = graphql('query ($token: String!) { shortlistInvitationWithdrawn(token: $token) }');
const MAKE_OWNER = graphql(`mutation ($id: ID!) {
  makeShortlistOwner(userId: $id) { success code item { _id isOwner people { _id } } }
}`);
const STEPS = graphql('query { shortlist { items { _id status statusOn note } } }');
const STATUS_ON = graphql(`mutation ($id: ID!, $status: String!, $on: String) {
  setShortlistStatus(schoolId: $id, status: $status, statusOn: $on) { success code }
}`);
const DROP = graphql('mutation ($id: ID!) { removeFromShortlist(schoolId: $id) { success } }');
const ADD = graphql('mutation ($id: ID!) { addToShortlist(schoolId: $id) { success } }');
const MERGE = graphql('mutation ($ids: [ID!]!) { mergeShortlist(schoolIds: $ids) { success } }');
const STATUS = graphql(`mutation ($id: ID!, $status: String!) {
  setShortlistStatus(schoolId: $id, status: $status) { success code }
}`);
const NOTE = graphql(
  'mutation ($id: ID!, $note: String!) { setShortlistNote(schoolId: $id, note: $note) { success } }',
);
const REMINDERS = graphql('mutation ($days: Int) { setShortlistReminders(days: $days) { success } }');

// Far in the future: the reminders' own hourly run never reaches it.
const school = (name: string) =>
  singaporeSchoolInput({
    name,
    admissions: { intakes: [{ name: 'August 2099', opensOn: '2098-10-01', deadline: '2099-01-20' }] },
  });

describe.each(ENGINES)('a shortlist shared by a family on %s', (engine) => {
  let api: TestApp;
  let schools: string[];
  beforeAll(async () => {
    api = await startTestApp(engine);
    await api.app.settings.set('WEBSITE_URL', 'https://schools.example');
    schools = [];
    for (const name of ['Family Bay School', 'Family Hill School', 'Family Park School']) {
      schools.push(await saveNewSchool(api.database.db, school(name)));
    }
  });
  afterAll(() => api.close());

  const adult = async (firstName: string) => {
    const cookie = await signedInWith(api, []);
    const me = (await api.graphql(ME, { headers: { cookie } })).data!.me.item!;
    await api.database.db
      .withTables<AuthTables>()
      .updateTable('app_user')
      .set({ first_name: firstName })
      .where('id', '=', me._id)
      .execute();
    return { cookie, id: me._id, email: me.email };
  };
  const as = (who: { cookie: string }) => ({ headers: { cookie: who.cookie } });
  const listOf = async (who: { cookie: string }) =>
    (await api.graphql(SHORTLIST, as(who))).data!.shortlist.items;
  const familyOf = async (who: { cookie: string }) =>
    (await api.graphql(FAMILY, as(who))).data!.shortlistFamily;
  const invitationTo = async (email: string) => {
    const [mail] = await api.app.mail.latestFor(email, 1);
    expect(mail?.template).toBe('shortlist-invitation');
    return /\/shortlist\/join\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  };

  it('shares the schools, statuses and notes with an invited adult, who sees who changed what', async () => {
    const [bay, hill, park] = schools as [string, string, string];
    const alex = await adult('Alex');
    const sam = await adult('Sam');
    const stranger = await adult('Kim');
    await api.graphql(ADD, { ...as(alex), variables: { id: bay } });
    await api.graphql(ADD, { ...as(sam), variables: { id: hill } });

    await api.graphql(INVITE, { ...as(alex), variables: { email: sam.email } });
    const replaced = await invitationTo(sam.email);
    // Invited again: a new link in place of the first, which stops working.
    const invited = await api.graphql(INVITE, { ...as(alex), variables: { email: sam.email.toUpperCase() } });
    expect(invited.data!.inviteToShortlist.item!.invitations).toEqual([{ email: sam.email }]);
    const token = await invitationTo(sam.email);
    const old = await api.graphql(ACCEPT, { ...as(sam), variables: { token: replaced } });
    expect(old.data!.acceptShortlistInvitation.code).toBe('shortlist.invitation.invalid');
    // The mail names who invites, and bad input changes nothing.
    expect((await api.app.mail.latestFor(sam.email, 1))[0]!.text).toContain('Alex');
    const bad = await api.graphql(INVITE, { ...as(alex), variables: { email: 'not an email' } });
    expect(bad.data!.inviteToShortlist).toMatchObject({
      success: false,
      code: 'email.invalid',
      field: 'email',
    });

    // A stranger holding the link (and the list's id) gets nothing.
    const stolen = await api.graphql(ACCEPT, { ...as(stranger), variables: { token } });
    expect(stolen.data!.acceptShortlistInvitation).toMatchObject({
      success: false,
      code: 'shortlist.invitation.other.email',
      item: null,
    });
    expect(await listOf(stranger)).toEqual([]);
    expect(await familyOf(stranger)).toMatchObject({ _id: stranger.id, people: [{ _id: stranger.id }] });
    const removedByStranger = await api.graphql(REMOVE_MEMBER, {
      ...as(stranger),
      variables: { id: alex.id },
    });
    expect(removedByStranger.data!.removeShortlistMember.code).toBe('shortlist.member.missing');

    // Sam joins: their own school joins the family's list; the link works once.
    const joined = await api.graphql(ACCEPT, { ...as(sam), variables: { token } });
    expect(joined.data!.acceptShortlistInvitation.item).toMatchObject({
      _id: alex.id,
      isOwner: false,
      people: [
        { _id: alex.id, name: 'Alex' },
        { _id: sam.id, name: 'Sam' },
      ],
      invitations: [],
    });
    const again = await api.graphql(ACCEPT, { ...as(sam), variables: { token } });
    expect(again.data!.acceptShortlistInvitation.code).toBe('shortlist.invitation.invalid');

    // Sam moves a status and writes a note; a guest list merged at Sam's sign-in joins the family's.
    expect(
      (await api.graphql(STATUS, { ...as(sam), variables: { id: bay, status: 'applied' } })).data!
        .setShortlistStatus.success,
    ).toBe(true);
    await api.graphql(NOTE, { ...as(sam), variables: { id: bay, note: 'Ask about the bus' } });
    await api.graphql(MERGE, { ...as(sam), variables: { ids: [park] } });
    const seenByAlex = await listOf(alex);
    expect(seenByAlex.map((item) => item._id)).toEqual([bay, hill, park]);
    expect(seenByAlex[0]).toMatchObject({
      status: 'applied',
      note: 'Ask about the bus',
      changedBy: { _id: sam.id, name: 'Sam' },
    });
    expect(seenByAlex[0]!.changedAt).not.toBeNull();
    expect(await listOf(sam)).toEqual(seenByAlex);
    expect(await listOf(stranger)).toEqual([]);

    // Alex changes it back: the school now says Alex did.
    await api.graphql(STATUS, { ...as(alex), variables: { id: bay, status: 'offer' } });
    expect((await listOf(sam))[0]).toMatchObject({ status: 'offer', changedBy: { name: 'Alex' } });

    // Each member is reminded of the family's deadlines under their own settings.
    await api.graphql(REMINDERS, { ...as(sam), variables: { days: 30 } });
    await dispatchDeadlineReminders(
      { db: api.database.db, mail: api.app.mail, settings: api.app.settings },
      '2099-01-01',
    );
    const reminders = (await api.app.mail.latestFor(sam.email, 10)).filter(
      (mail) => mail.template === 'shortlist-deadline-reminder',
    );
    // Bay has an offer: only the schools not yet applied to are reminded.
    expect(reminders.map((mail) => mail.subject).sort()).toEqual([
      expect.stringContaining('Family Hill School'),
      expect.stringContaining('Family Park School'),
    ]);
    expect(await api.app.mail.latestFor(alex.email, 10)).toEqual([]);
  });

  it('lets a member leave, and the owner remove one, in one step each', async () => {
    const [bay, hill] = schools as [string, string];
    const owner = await adult('Noor');
    const member = await adult('Ravi');
    await api.graphql(ADD, { ...as(owner), variables: { id: bay } });
    await api.graphql(ADD, { ...as(member), variables: { id: hill } });
    const join = async () => {
      await api.graphql(INVITE, { ...as(owner), variables: { email: member.email } });
      const accepted = await api.graphql(ACCEPT, {
        ...as(member),
        variables: { token: await invitationTo(member.email) },
      });
      expect(accepted.data!.acceptShortlistInvitation.success).toBe(true);
    };
    await join();
    await api.graphql(NOTE, { ...as(member), variables: { id: hill, note: 'Ravi’s favourite' } });

    // Leaving: the member is back on their own list; the family keeps the schools, without the member's name.
    const left = await api.graphql(LEAVE, as(member));
    expect(left.data!.leaveShortlistFamily.item).toEqual({ _id: member.id, isOwner: true });
    expect((await listOf(member)).map((item) => item._id)).toEqual([hill]);
    const kept = await listOf(owner);
    expect(kept.map((item) => item._id)).toEqual([bay, hill]);
    expect(kept[1]).toMatchObject({ note: 'Ravi’s favourite', changedBy: null });
    expect((await familyOf(owner)).people).toEqual([expect.objectContaining({ _id: owner.id })]);
    expect((await api.graphql(LEAVE, as(member))).data!.leaveShortlistFamily.code).toBe(
      'shortlist.member.missing',
    );

    // Removing: only the owner can; the member then sees their own list again.
    await join();
    const byMember = await api.graphql(REMOVE_MEMBER, { ...as(member), variables: { id: owner.id } });
    expect(byMember.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const removed = await api.graphql(REMOVE_MEMBER, { ...as(owner), variables: { id: member.id } });
    expect(removed.data!.removeShortlistMember.item!.people).toEqual([{ _id: owner.id }]);
    expect((await listOf(member)).map((item) => item._id)).toEqual([hill]);
    expect((await familyOf(member))._id).toBe(member.id);
  });

  it('withdraws an invitation, whose link then says so, and hands the list to a member, merging their own', async () => {
    const [bay, hill, park] = schools as [string, string, string];
    const owner = await adult('Lena');
    const member = await adult('Omar');
    const stranger = await adult('Ines');
    await api.graphql(ADD, { ...as(owner), variables: { id: bay } });
    await api.graphql(STATUS_ON, {
      ...as(owner),
      variables: { id: bay, status: 'applied', on: '2099-01-05' },
    });
    await api.graphql(NOTE, { ...as(owner), variables: { id: bay, note: 'Lena’s first choice' } });
    await api.graphql(ADD, { ...as(member), variables: { id: hill } });
    await api.graphql(ADD, { ...as(member), variables: { id: park } });

    // Withdrawn: no longer waiting, and its link says so instead of joining.
    await api.graphql(INVITE, { ...as(owner), variables: { email: member.email } });
    const withdrawnToken = await invitationTo(member.email);
    const withdrawn = await api.graphql(WITHDRAW, { ...as(owner), variables: { email: member.email } });
    expect(withdrawn.data!.withdrawShortlistInvitation).toEqual({
      success: true,
      code: null,
      item: { invitations: [] },
    });
    const linkSays = await api.graphql(WITHDRAWN, { variables: { token: withdrawnToken } });
    expect(linkSays.data!.shortlistInvitationWithdrawn).toBe(true);
    const late = await api.graphql(ACCEPT, { ...as(member), variables: { token: withdrawnToken } });
    expect(late.data!.acceptShortlistInvitation.code).toBe('shortlist.invitation.withdrawn');
    const twice = await api.graphql(WITHDRAW, { ...as(owner), variables: { email: member.email } });
    expect(twice.data!.withdrawShortlistInvitation.code).toBe('shortlist.invitation.missing');
    const notHis = await api.graphql(WITHDRAW, { ...as(stranger), variables: { email: member.email } });
    expect(notHis.data!.withdrawShortlistInvitation.code).toBe('shortlist.invitation.missing');
    const unknown = await api.graphql(WITHDRAWN, { variables: { token: 'x'.repeat(43) } });
    expect(unknown.data!.shortlistInvitationWithdrawn).toBe(false);

    // A new invitation works; the family then drops one of the member's schools.
    await api.graphql(INVITE, { ...as(owner), variables: { email: member.email } });
    const token = await invitationTo(member.email);
    expect(token).not.toBe(withdrawnToken);
    expect(
      (await api.graphql(ACCEPT, { ...as(member), variables: { token } })).data!.acceptShortlistInvitation
        .success,
    ).toBe(true);
    await api.graphql(DROP, { ...as(owner), variables: { id: park } });
    expect((await listOf(owner)).map((item) => item._id)).toEqual([bay, hill]);

    // Only the owner hands the list over, and only to a member.
    const byMember = await api.graphql(MAKE_OWNER, { ...as(member), variables: { id: member.id } });
    expect(byMember.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const toStranger = await api.graphql(MAKE_OWNER, { ...as(owner), variables: { id: stranger.id } });
    expect(toStranger.data!.makeShortlistOwner.code).toBe('shortlist.member.missing');

    const handed = await api.graphql(MAKE_OWNER, { ...as(owner), variables: { id: member.id } });
    expect(handed.data!.makeShortlistOwner).toMatchObject({
      success: true,
      item: { _id: member.id, isOwner: false, people: [{ _id: member.id }, { _id: owner.id }] },
    });
    expect(await familyOf(member)).toMatchObject({ _id: member.id, isOwner: true });
    // The list keeps its rows, status, date and note; the new owner's own earlier school comes back.
    const items = (await api.graphql(STEPS, as(member))).data!.shortlist.items;
    expect(items.map((item) => item._id).toSorted()).toEqual([bay, hill, park].toSorted());
    expect(items.find((item) => item._id === bay)).toMatchObject({
      status: 'applied',
      note: 'Lena’s first choice',
      statusOn: '2099-01-05',
    });
    expect((await listOf(owner)).map((item) => item._id).toSorted()).toEqual([bay, hill, park].toSorted());
    // The former owner is a member now: they may leave, not remove anyone.
    const removeByOld = await api.graphql(REMOVE_MEMBER, { ...as(owner), variables: { id: member.id } });
    expect(removeByOld.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    expect((await api.graphql(LEAVE, as(owner))).data!.leaveShortlistFamily.item).toEqual({
      _id: owner.id,
      isOwner: true,
    });
    expect(await listOf(owner)).toEqual([]);
  });
});
