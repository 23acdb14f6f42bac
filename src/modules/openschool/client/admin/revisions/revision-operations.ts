import { adminGraphql } from '@/core/client/graphql/admin-graphql';

export const ADMIN_REVISION_RESTORE_CHANGES = adminGraphql(`
  query AdminSchoolRevisionRestoreChanges($id: ID!) {
    changes: adminSchoolRevisionRestoreChanges(id: $id) { field before after }
  }
`);

export const ADMIN_RESTORE_REVISION = adminGraphql(`
  mutation AdminRestoreSchoolRevision($id: ID!, $schoolVersion: Int!) {
    result: adminRestoreSchoolRevision(id: $id, schoolVersion: $schoolVersion) { success code field item { _id } }
  }
`);
