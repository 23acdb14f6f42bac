import type { ResultOf } from 'gql.tada';
import { graphql } from './graphql/public-graphql';

/** The initial query of every page (spec section 7): the current user and the public settings. */
export const DATA_QUERY = graphql(`
  query data {
    me {
      code
      error
      success
      item {
        _id
        username
        firstName
        lastName
        imageId
        email
        language
        createdAt
        permissions
        emailVerifiedAt
      }
    }
    settings {
      items {
        key
        value
      }
    }
  }
`);

export type DataQuery = ResultOf<typeof DATA_QUERY>;
export type SettingItem = DataQuery['settings']['items'][number];

/** The settings list as a map from key to value. */
export function settingsMap(items: SettingItem[] | undefined): Record<string, unknown> {
  return Object.fromEntries((items ?? []).map((item) => [item.key, item.value]));
}
