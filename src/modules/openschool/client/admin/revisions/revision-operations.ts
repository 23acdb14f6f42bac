import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FieldChangeView } from '../../edit/school-edit.query';

export const ADMIN_REVISION_RESTORE_CHANGES: TypedDocumentNode<
  { changes: FieldChangeView[] | null },
  { id: string }
> = gql`
  query AdminSchoolRevisionRestoreChanges($id: ID!) {
    changes: adminSchoolRevisionRestoreChanges(id: $id) { field before after }
  }
`;

export const ADMIN_RESTORE_REVISION: TypedDocumentNode<
  { result: { success: boolean; code: string | null; field: string | null; item: { _id: string } | null } },
  { id: string; schoolVersion: number }
> = gql`
  mutation AdminRestoreSchoolRevision($id: ID!, $schoolVersion: Int!) {
    result: adminRestoreSchoolRevision(id: $id, schoolVersion: $schoolVersion) { success code field item { _id } }
  }
`;
