import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SettingItem {
  key: string;
  value: unknown;
}

export interface DataQuery {
  me: {
    code: string | null;
    error: string | null;
    success: boolean;
    item: {
      _id: string;
      email: string;
      username: string | null;
      imageId: string | null;
      permissions: string[];
    } | null;
  };
  settings: { items: SettingItem[] };
}

/** The initial query of every page (spec section 7): the current user and the public settings. */
export const DATA_QUERY: TypedDocumentNode<DataQuery> = gql`
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
`;

/** The settings list as a map from key to value. */
export function settingsMap(items: SettingItem[] | undefined): Record<string, unknown> {
  return Object.fromEntries((items ?? []).map((item) => [item.key, item.value]));
}
