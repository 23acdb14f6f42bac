import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';

/** What the preview shows above its rows: the file, its settings, counts and mapping steps. */
const SCHOOL_IMPORT_SUMMARY = adminGraphql(`
  fragment AdminSchoolImportSummary on AdminSchoolImport {
    _id format fileName createdAt committedAt created updated privateFacts problem
    settings { datasetName licence datasetUrl countryCode publish }
    counts { new match review skipped invalid writes unchanged }
    columns { header field recognised sample }
    programmes { programme curriculums readAs rows }
    operators { operator rows lowCostChain action }
  }
`);

export const ADMIN_SCHOOL_IMPORT = adminGraphql(
  `
  query AdminSchoolImport($id: ID!) {
    schoolImport: adminSchoolImport(id: $id) { ...AdminSchoolImportSummary }
  }
`,
  [SCHOOL_IMPORT_SUMMARY],
);

export const ADMIN_SCHOOL_IMPORT_ROWS = adminGraphql(`
  query AdminSchoolImportRows($id: ID!, $outcome: String, $reason: String, $q: String, $page: Int, $limit: Int) {
    schoolImport: adminSchoolImport(id: $id) {
      _id
      rows(outcome: $outcome, reason: $reason, q: $q, page: $page, limit: $limit) {
        pageInfo { count limit page }
        items {
          line reference name city countryCode outcome reason decision duplicateOf fields operator signals includable
          errors { field code }
          warnings { field code value }
          kept { field because value }
          match { schoolId name city status score reasons { code detail points } }
          candidates { schoolId name city status score reasons { code detail points } }
        }
      }
    }
  }
`);

export const ADMIN_SCHOOL_IMPORTS = adminGraphql(`
  query AdminSchoolImports($page: Int) {
    imports: adminSchoolImports(page: $page, limit: 10) {
      pageInfo { count limit page }
      items { _id format fileName datasetName createdAt committedAt created updated }
    }
  }
`);

export const ADMIN_UPDATE_SCHOOL_IMPORT = adminGraphql(
  `
  mutation AdminUpdateSchoolImport($id: ID!, $input: AdminSchoolImportSettingsInput!) {
    result: adminUpdateSchoolImport(id: $id, input: $input) {
      success code field fieldErrors { field code }
      item { ...AdminSchoolImportSummary }
    }
  }
`,
  [SCHOOL_IMPORT_SUMMARY],
);

export const ADMIN_DECIDE_SCHOOL_IMPORT_ROWS = adminGraphql(
  `
  mutation AdminDecideSchoolImportRows($id: ID!, $lines: [Int!]!, $action: String!, $schoolId: ID) {
    result: adminDecideSchoolImportRows(id: $id, lines: $lines, action: $action, schoolId: $schoolId) {
      success code field fieldErrors { field code }
      item { ...AdminSchoolImportSummary }
    }
  }
`,
  [SCHOOL_IMPORT_SUMMARY],
);

export const ADMIN_COMMIT_SCHOOL_IMPORT = adminGraphql(`
  mutation AdminCommitSchoolImport($id: ID!) {
    result: adminCommitSchoolImport(id: $id) {
      success code field fieldErrors { field code }
      item { created updated unchanged }
    }
  }
`);

export type SchoolImportView = NonNullable<ResultOf<typeof ADMIN_SCHOOL_IMPORT>['schoolImport']>;
export type SchoolImportRowView = NonNullable<
  ResultOf<typeof ADMIN_SCHOOL_IMPORT_ROWS>['schoolImport']
>['rows']['items'][number];
export type SchoolImportMatchView = NonNullable<SchoolImportRowView['match']>;
