import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';

export const UNSPLASH_SEARCH_QUERY = adminGraphql(`
  query AdminUnsplashSearch($query: String!, $page: Int, $orientation: String) {
    adminUnsplashSearch(query: $query, page: $page, orientation: $orientation) {
      total
      totalPages
      page
      results {
        unsplashId description thumbUrl smallUrl width height color pageUrl
        photographerName photographerUrl savedId
      }
    }
  }
`);

export type FoundPhoto = ResultOf<typeof UNSPLASH_SEARCH_QUERY>['adminUnsplashSearch']['results'][number];

export const SAVE_UNSPLASH_PHOTO = adminGraphql(`
  mutation AdminSaveUnsplashPhoto($input: JSON!) {
    result: adminCreateUnsplashPhoto(input: $input) {
      success code field fieldErrors { field code }
      item { _id }
    }
  }
`);
