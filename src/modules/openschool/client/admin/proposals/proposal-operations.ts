import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FieldChangeView } from '../../edit/school-edit.query';

export const ADMIN_PROPOSAL_REVIEW: TypedDocumentNode<
  { review: { stale: boolean; changes: FieldChangeView[] } | null },
  { id: string }
> = gql`
  query AdminSchoolProposalReview($id: ID!) {
    review: adminSchoolProposalReview(id: $id) { stale changes { field before after } }
  }
`;

export const ADMIN_REBASE_PROPOSAL: TypedDocumentNode<
  {
    result: {
      success: boolean;
      code: string | null;
      field: null;
      item: { _id: string; version: number } | null;
    };
  },
  { id: string; version: number }
> = gql`
  mutation AdminRebaseSchoolProposal($id: ID!, $version: Int!) {
    result: adminRebaseSchoolProposal(id: $id, version: $version) { success code item { _id version } }
  }
`;
