import { gql, type TypedDocumentNode } from '@apollo/client';
import type { EditOutcome, SchoolEditInput } from '../../shared/school-edit';
import type { SchoolInput } from '../../shared/school-input';

/** One field an edit changes, as the server compares them. */
export interface FieldChangeView {
  field: string;
  before: unknown;
  after: unknown;
}

export interface SchoolEditFormView {
  school: { _id: string; version: number; status: string; countrySlug: string; input: SchoolInput } | null;
  curriculums: { slug: string; name: string; family: string }[];
  currencies: { code: string; minorDigits: number }[];
  countries: { code: string; name: string }[];
  canPublish: boolean;
  pendingProposals: { _id: string; createdAt: string }[];
}

export const SCHOOL_EDIT_FORM_QUERY: TypedDocumentNode<
  { schoolEditForm: SchoolEditFormView | null },
  { id: string | null }
> = gql`
  query SchoolEditForm($id: ID) {
    schoolEditForm(id: $id) {
      school { _id version status countrySlug input }
      curriculums { slug name family }
      currencies { code minorDigits }
      countries { code name }
      canPublish
      pendingProposals { _id createdAt }
    }
  }
`;

export interface EditOutcomeView {
  outcome: EditOutcome;
  schoolId: string | null;
  proposalId: string | null;
  countrySlug: string;
  changes: FieldChangeView[];
}

export interface SubmitEditResult {
  success: boolean;
  code: string | null;
  field: string | null;
  fieldErrors: { field: string; code: string }[];
  item: EditOutcomeView | null;
}

export const SUBMIT_SCHOOL_EDIT: TypedDocumentNode<
  { result: SubmitEditResult },
  { id: string | null; version: number | null; input: SchoolEditInput }
> = gql`
  mutation SubmitSchoolEdit($id: ID, $version: Int, $input: JSON!) {
    result: submitSchoolEdit(id: $id, version: $version, input: $input) {
      success code field fieldErrors { field code }
      item { outcome schoolId proposalId countrySlug changes { field before after } }
    }
  }
`;
