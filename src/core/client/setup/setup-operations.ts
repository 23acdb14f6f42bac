import type { ResultOf } from 'gql.tada';
import { graphql } from '../graphql/public-graphql';

export const SETUP_STATUS_QUERY = graphql(`
  query setupStatus {
    setupStatus {
      initialized
      finalized
      hasAdmin
      canEdit
      checks { databaseEngine databaseReachable dataDir dataDirWritable mailProvider }
      site { siteName siteUrl noreplyEmail noreplyName languages footer companyAddress }
      indexable
    }
  }
`);

/** Polled by the finalize step while the demo data load (started there or before a reload) runs. */
export const SETUP_DEMO_LOAD_QUERY = graphql(`
  query setupDemoLoad { setupDemoLoad { running done total } }
`);

export type SetupStatusData = ResultOf<typeof SETUP_STATUS_QUERY>;

export const SETUP_SITE_MUTATION = graphql(`
  mutation setupSite($input: SetupSiteInput!) { result: setupSite(input: $input) { success code field fieldErrors { field code } } }
`);

export const SETUP_ADMIN_MUTATION = graphql(`
  mutation setupAdmin($input: SetupAdminInput!) { result: setupAdmin(input: $input) { success code field fieldErrors { field code } } }
`);

export const FINALIZE_SETUP_MUTATION = graphql(`
  mutation finalizeSetup($demo: Boolean, $indexable: Boolean) {
    result: finalizeSetup(demo: $demo, indexable: $indexable) { success code field demoRecords }
  }
`);
