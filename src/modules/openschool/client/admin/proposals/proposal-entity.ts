import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { PROPOSAL_LIST } from '../../../shared/community-lists';

export type ProposalStatus = 'pending' | 'approved' | 'rejected';

export interface ProposalItem {
  _id: string;
  version: number;
  /** Null: a new school, not approved yet. */
  schoolId: string | null;
  schoolName: string;
  countryCode: string;
  baseVersion: number | null;
  currentVersion: number | null;
  authorEmail: string | null;
  proposed: Record<string, unknown>;
  source: string | null;
  status: ProposalStatus;
  reason: string | null;
  decidedByEmail: string | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const PROPOSALS_PATH = '/_admin/school-proposals';

export const proposalEntity: AdminClientEntity<ProposalItem> = {
  name: 'SchoolProposal',
  plural: 'SchoolProposals',
  // Part of a school: School:list to see, School:publish to decide, as on the server.
  permissionPrefix: 'School',
  path: PROPOSALS_PATH,
  list: PROPOSAL_LIST,
  fields:
    '_id version schoolId schoolName countryCode baseVersion currentVersion authorEmail proposed source ' +
    'status reason decidedByEmail decidedAt createdAt updatedAt',
  titleOf: (proposal) => proposal.schoolName,
};
