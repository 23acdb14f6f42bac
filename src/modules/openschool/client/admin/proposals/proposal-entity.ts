import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { PROPOSAL_LIST } from '@/modules/openschool/shared/community-lists';

const PROPOSAL_FIELDS = adminGraphql(`
  fragment AdminSchoolProposalFields on AdminSchoolProposal {
    _id version schoolId schoolName countryCode baseVersion currentVersion authorEmail proposed source
    status reason rejectCategory decidedByEmail decidedAt createdAt updatedAt
  }
`);

export type ProposalItem = ResultOf<typeof PROPOSAL_FIELDS>;

export const PROPOSALS_PATH = '/_admin/school-proposals';

export const proposalEntity: AdminClientEntity<ProposalItem> = {
  name: 'SchoolProposal',
  plural: 'SchoolProposals',
  // Part of a school: School:list to see, School:publish to decide, as on the server.
  permissionPrefix: 'School',
  path: PROPOSALS_PATH,
  list: PROPOSAL_LIST,
  fields: PROPOSAL_FIELDS,
  titleOf: (proposal) => proposal.schoolName,
};
