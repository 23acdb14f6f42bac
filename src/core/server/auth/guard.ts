import { hasPermission, type Permission } from '@/core/shared/permissions';
import { notAuthorized } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import type { CurrentUserShape } from './current-user-shape';

/** Throws `user.not.authorized` unless the request's user holds the permission. */
export function requirePermission(
  context: Pick<GraphQLContext, 'permissions'>,
  permission: Permission,
): void {
  if (!hasPermission(context.permissions, permission)) throw notAuthorized();
}

/** The signed-in user; throws `user.not.authorized` for a visitor. */
export function requireSignedIn(context: Pick<GraphQLContext, 'user'>): CurrentUserShape {
  if (!context.user) throw notAuthorized();
  return context.user;
}
