import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './admin-introspection';

/**
 * Writes a document for the admin endpoint (`/api/admin/graphql`; its operations are named
 * `Admin…`, which routes them there). Result and variable types are read from the committed
 * schema (schema/admin.graphql), never written by hand.
 */
export const adminGraphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; JSON: unknown };
  disableMasking: true;
}>();
