import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SubGraphPlugin from '@pothos/plugin-sub-graph';
import { hasPermission, type Permission } from '@/core/shared/permissions';
import { notAuthorized } from '../errors';
import type { GraphQLContext } from './context';

/**
 * The one Pothos builder. It defines no types: modules add theirs from their own files.
 * Every type and root field says which endpoint it belongs to: `public` (/api/graphql)
 * or `admin` (/api/admin/graphql). A field guarded by a permission declares it where it is
 * defined, checked before its resolver runs: `authScopes: { permission: 'School:list' }`
 * (docs/decisions/046-permissions-declared-on-fields.md).
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  SubGraphs: 'public' | 'admin';
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
  AuthScopes: {
    /** The request's user holds this permission. */
    permission: Permission;
    /** …holds every one of these. */
    allPermissions: readonly Permission[];
    /** …holds at least one of these. */
    anyPermission: readonly Permission[];
  };
}>({
  // Scope checks first, so nothing else runs for a request that is refused.
  plugins: [ScopeAuthPlugin, SubGraphPlugin],
  defaultFieldNullability: false,
  subGraphs: { defaultForTypes: ['public'], fieldsInheritFromTypes: true },
  scopeAuth: {
    authScopes: (context) => ({
      permission: (permission) => hasPermission(context.permissions, permission),
      allPermissions: (permissions) =>
        permissions.every((permission) => hasPermission(context.permissions, permission)),
      anyPermission: (permissions) =>
        permissions.some((permission) => hasPermission(context.permissions, permission)),
    }),
    // The same refusal as requirePermission's, whoever checks.
    unauthorizedError: () => notAuthorized(),
  },
});

/** The builder's schema types, for helpers that take a Pothos ref made by this builder. */
export type AppSchemaTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
