import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

/** One field an edit changes, as the server compares them. */
const FIELD_CHANGE_FIELDS = graphql(`fragment FieldChangeFields on SchoolFieldChange { field before after }`);

export type FieldChangeView = ResultOf<typeof FIELD_CHANGE_FIELDS>;

export const SCHOOL_EDIT_FORM_QUERY = graphql(`
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
`);

export type SchoolEditFormView = NonNullable<ResultOf<typeof SCHOOL_EDIT_FORM_QUERY>['schoolEditForm']>;

export const SUBMIT_SCHOOL_EDIT = graphql(
  `
  mutation SubmitSchoolEdit($id: ID, $version: Int, $input: SchoolEditInput!) {
    result: submitSchoolEdit(id: $id, version: $version, input: $input) {
      success code field fieldErrors { field code }
      item { outcome schoolId proposalId countrySlug changes { ...FieldChangeFields } }
    }
  }
`,
  [FIELD_CHANGE_FIELDS],
);

/** `outcome`: `saved` (live now) or `proposed` (an editor reviews it). */
export type EditOutcomeView = NonNullable<ResultOf<typeof SUBMIT_SCHOOL_EDIT>['result']['item']>;
