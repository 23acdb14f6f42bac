import { hasPermission } from '../../shared/permissions';
import { notAuthorized } from '../errors';
import type { GraphQLContext } from '../graphql/context';

/** Throws `user.not.authorized` unless the request's user holds the permission. */
export function requirePermission(context: Pick<GraphQLContext, 'permissions'>, permission: string): void {
  if (!hasPermission(context.permissions, permission)) throw notAuthorized();
}
