import { adminGraphql } from '@/core/client/graphql/admin-graphql';

export const ADMIN_PROPOSAL_REVIEW = adminGraphql(`
  query AdminSchoolProposalReview($id: ID!) {
    review: adminSchoolProposalReview(id: $id) { stale changes { field before after } }
  }
`);

export const ADMIN_REBASE_PROPOSAL = adminGraphql(`
  mutation AdminRebaseSchoolProposal($id: ID!, $version: Int!) {
    result: adminRebaseSchoolProposal(id: $id, version: $version) { success code item { _id version } }
  }
`);
