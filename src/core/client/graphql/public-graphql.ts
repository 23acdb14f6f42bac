import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './public-introspection';

/**
 * Writes a document for the public endpoint (`/api/graphql`). Its result and variable types are
 * read from the committed schema (schema/public.graphql), never written by hand: `ResultOf` and
 * `VariablesOf` of gql.tada name them where a component needs them.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; JSON: unknown };
  disableMasking: true;
}>();
