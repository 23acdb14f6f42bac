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

export const INVITE_TO_SHORTLIST = graphql(`
  mutation inviteToShortlist($email: String!) {
    result: inviteToShortlist(email: $email) {
      success
      code
      field
    }
  }
`);

export const ACCEPT_SHORTLIST_INVITATION = graphql(`
  mutation acceptShortlistInvitation($token: String!) {
    result: acceptShortlistInvitation(token: $token) {
      success
      code
      field
    }
  }
`);

export const LEAVE_SHORTLIST_FAMILY = graphql(`
  mutation leaveShortlistFamily {
    result: leaveShortlistFamily {
      success
      code
      field
    }
  }
`);

export const REMOVE_SHORTLIST_MEMBER = graphql(`
  mutation removeShortlistMember($userId: ID!) {
    result: removeShortlistMember(userId: $userId) {
      success
      code
      field
    }
  }
`);

export const WITHDRAW_SHORTLIST_INVITATION = graphql(`
  mutation withdrawShortlistInvitation($email: String!) {
    result: withdrawShortlistInvitation(email: $email) {
      success
      code
      field
    }
  }
`);

export const MAKE_SHORTLIST_OWNER = graphql(`
  mutation makeShortlistOwner($userId: ID!) {
    result: makeShortlistOwner(userId: $userId) {
      success
      code
      field
    }
  }
`);

export const SHORTLIST_INVITATION_WITHDRAWN = graphql(`
  query shortlistInvitationWithdrawn($token: String!) {
    withdrawn: shortlistInvitationWithdrawn(token: $token)
  }
`);
