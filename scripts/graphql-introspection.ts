import { minifyIntrospection, outputIntrospectionFile } from '@gql.tada/internal';
import { type GraphQLSchema, introspectionFromSchema } from 'graphql';

/** Where the client's typed documents read each endpoint's schema from (tsconfig's gql.tada plugin). */
export const INTROSPECTION_FILES = {
  public: 'src/core/client/graphql/public-introspection.d.ts',
  admin: 'src/core/client/graphql/admin-introspection.d.ts',
} as const;

/**
 * The introspection types gql.tada infers document types from, as `gql.tada generate-output`
 * writes them for a named schema of the tsconfig: generated, committed, checked for drift.
 */
export function introspectionTypes(name: keyof typeof INTROSPECTION_FILES, schema: GraphQLSchema): string {
  const introspection = minifyIntrospection(introspectionFromSchema(schema, { descriptions: false }));
  return outputIntrospectionFile({ ...introspection, name } as typeof introspection, {
    fileType: '.d.ts',
    shouldPreprocess: true,
  });
}
