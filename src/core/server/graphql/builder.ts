import SchemaBuilder from '@pothos/core';
import SubGraphPlugin from '@pothos/plugin-sub-graph';
import type { GraphQLContext } from './context';

/**
 * The one Pothos builder. It defines no types: modules add theirs from their own files.
 * Every type and root field says which endpoint it belongs to: `public` (/api/graphql)
 * or `admin` (/api/admin/graphql).
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  SubGraphs: 'public' | 'admin';
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [SubGraphPlugin],
  defaultFieldNullability: false,
  subGraphs: { defaultForTypes: ['public'], fieldsInheritFromTypes: true },
});

/** The builder's schema types, for helpers that take a Pothos ref made by this builder. */
export type AppSchemaTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
