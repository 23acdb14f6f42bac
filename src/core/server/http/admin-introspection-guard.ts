import { GraphQLError, NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasPermission, type Permission } from '@/core/shared/permissions';
import type { GraphQLContext } from '../graphql/context';

/** Who may read the admin endpoint's schema: whoever may open the admin console. */
export const ADMIN_INTROSPECTION_PERMISSION: Permission = 'AdminMenu:show';

/**
 * Refuses `__schema` and `__type` on the admin endpoint to anyone without
 * ADMIN_INTROSPECTION_PERMISSION, with `user.not.authorized` as any admin field does: a visitor or
 * a member gets no map of the admin operations. `__typename` stays open (every client asks for
 * it). The console needs no introspection: its types are generated from the code
 * (docs/decisions/007). Checked when the operation is about to run, once the session is known.
 */
export function adminIntrospectionGuard(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      if (hasPermission(context.permissions, ADMIN_INTROSPECTION_PERMISSION)) return;
      if (validate(args.schema, args.document, [NoSchemaIntrospectionCustomRule]).length === 0) return;
      const code = 'user.not.authorized';
      setResultAndStopExecution({ errors: [new GraphQLError(code, { extensions: { code } })] });
    },
  };
}
