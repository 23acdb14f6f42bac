import { gql, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import type { SetupSiteInput } from '../../shared/setup-schemas';
import type { MutationOutcome } from '../form/run-mutation';

export interface SetupStatusData {
  setupStatus: {
    initialized: boolean;
    finalized: boolean;
    hasAdmin: boolean;
    canEdit: boolean;
    checks: {
      databaseEngine: string;
      databaseReachable: boolean;
      dataDir: string;
      dataDirWritable: boolean;
      mailProvider: string;
    } | null;
    site: { [K in keyof SetupSiteInput]: SetupSiteInput[K] | null } | null;
  };
}

export const SETUP_STATUS_QUERY: TypedDocumentNode<SetupStatusData> = gql`
  query setupStatus {
    setupStatus {
      initialized
      finalized
      hasAdmin
      canEdit
      checks { databaseEngine databaseReachable dataDir dataDirWritable mailProvider }
      site { siteName siteUrl noreplyEmail noreplyName languages footer companyAddress }
    }
  }
`;

type Mutation<V extends OperationVariables, R = MutationOutcome> = TypedDocumentNode<{ result: R }, V>;

export const SETUP_SITE_MUTATION: Mutation<{ input: SetupSiteInput }> = gql`
  mutation setupSite($input: SetupSiteInput!) { result: setupSite(input: $input) { success code field } }
`;

export const SETUP_ADMIN_MUTATION: Mutation<{ input: { email: string; password: string } }> = gql`
  mutation setupAdmin($input: SetupAdminInput!) { result: setupAdmin(input: $input) { success code field } }
`;

export const FINALIZE_SETUP_MUTATION: Mutation<
  { demo: boolean },
  MutationOutcome & { demoRecords: number | null }
> = gql`
  mutation finalizeSetup($demo: Boolean) {
    result: finalizeSetup(demo: $demo) { success code field demoRecords }
  }
`;
