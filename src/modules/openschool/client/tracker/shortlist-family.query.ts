import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

/** Who shares the shortlist (decision 095): what the family panel shows. */
export const SHORTLIST_FAMILY_FIELDS = graphql(`
  fragment ShortlistFamilyFields on ShortlistFamily {
    _id
    isOwner
    people {
      _id
      name
      email
    }
    invitations {
      email
    }
  }
`);

export type ShortlistFamilyView = ResultOf<typeof SHORTLIST_FAMILY_FIELDS>;

/** What each change to who shares the list answers. */
const SHORTLIST_FAMILY_ANSWER = graphql(`
  fragment ShortlistFamilyAnswer on ShortlistFamilyResult {
    success
    code
    field
  }
`);

export const INVITE_TO_SHORTLIST = graphql(
  `
  mutation inviteToShortlist($email: String!) {
    result: inviteToShortlist(email: $email) {
      ...ShortlistFamilyAnswer
    }
  }
`,
  [SHORTLIST_FAMILY_ANSWER],
);

export const ACCEPT_SHORTLIST_INVITATION = graphql(
  `
  mutation acceptShortlistInvitation($token: String!) {
    result: acceptShortlistInvitation(token: $token) {
      ...ShortlistFamilyAnswer
    }
  }
`,
  [SHORTLIST_FAMILY_ANSWER],
);

export const LEAVE_SHORTLIST_FAMILY = graphql(
  `
  mutation leaveShortlistFamily {
    result: leaveShortlistFamily {
      ...ShortlistFamilyAnswer
    }
  }
`,
  [SHORTLIST_FAMILY_ANSWER],
);

export const REMOVE_SHORTLIST_MEMBER = graphql(
  `
  mutation removeShortlistMember($userId: ID!) {
    result: removeShortlistMember(userId: $userId) {
      ...ShortlistFamilyAnswer
    }
  }
`,
  [SHORTLIST_FAMILY_ANSWER],
);

export const WITHDRAW_SHORTLIST_INVITATION = graphql(
  `
  mutation withdrawShortlistInvitation($email: String!) {
    result: withdrawShortlistInvitation(email: $email) {
      ...ShortlistFamilyAnswer
    }
  }
`,
  [SHORTLIST_FAMILY_ANSWER],
);

export const MAKE_SHORTLIST_OWNER = graphql(
  `
  mutation makeShortlistOwner($userId: ID!) {
    result: makeShortlistOwner(userId: $userId) {
      ...ShortlistFamilyAnswer
    }
  }
`,
  [SHORTLIST_FAMILY_ANSWER],
);

export const SHORTLIST_INVITATION_WITHDRAWN = graphql(`
  query shortlistInvitationWithdrawn($token: String!) {
    withdrawn: shortlistInvitationWithdrawn(token: $token)
  }
`);
