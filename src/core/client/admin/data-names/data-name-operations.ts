import { adminGraphql } from '@/core/client/graphql/admin-graphql';

export const ADMIN_DATA_NAMES = adminGraphql(`
  query AdminDataNames($entity: String!, $thing: String!, $lng: String!) {
    names: adminDataNames(entity: $entity, thing: $thing, lng: $lng) { field english value }
  }
`);

export const ADMIN_UPDATE_DATA_NAMES = adminGraphql(`
  mutation AdminUpdateDataNames($entity: String!, $thing: String!, $lng: String!, $values: JSON!) {
    result: adminUpdateDataNames(entity: $entity, thing: $thing, lng: $lng, values: $values) {
      success code field fieldErrors { field code } item { field english value }
    }
  }
`);
