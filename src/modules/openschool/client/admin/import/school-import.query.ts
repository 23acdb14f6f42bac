import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '../../../../../core/client/graphql/admin-graphql';

export const ADMIN_IMPORT_SCHOOL_DATASET = adminGraphql(`
  mutation AdminImportSchoolDataset(
    $format: String!, $fileName: String!, $content: String!, $commit: Boolean!, $countryCode: String, $licence: String
  ) {
    result: adminImportSchoolDataset(
      format: $format, fileName: $fileName, content: $content, commit: $commit, countryCode: $countryCode, licence: $licence
    ) {
      success code field fieldErrors { field code }
      item {
        source licence committed created updated
        rows {
          line reference name city countryCode outcome reason duplicateOf fields
          errors { field code }
          match { _id name city distanceKm }
        }
      }
    }
  }
`);

export type SchoolImportReport = NonNullable<ResultOf<typeof ADMIN_IMPORT_SCHOOL_DATASET>['result']['item']>;
export type SchoolImportRowView = SchoolImportReport['rows'][number];
