import { notAuthorized } from '../../../../core/server/errors';
import { builder } from '../../../../core/server/graphql/builder';
import type { GraphQLContext } from '../../../../core/server/graphql/context';
import { hasPermission } from '../../../../core/shared/permissions';
import { allGroupNames, allRoleNames } from './name-lookup-repository';

/** Throws `user.not.authorized` unless the user holds one of the permissions. */
function requireOneOf(context: GraphQLContext, permissions: string[]) {
  if (!permissions.some((permission) => hasPermission(context.permissions, permission)))
    throw notAuthorized();
}

const ROLE_CHOOSERS = ['User:create', 'User:update', 'Group:create', 'Group:update'];
const GROUP_CHOOSERS = ['User:create', 'User:update'];

builder.queryFields((t) => ({
  adminRoleChoices: t.stringList({
    subGraphs: ['admin'],
    description: `Every role's name, for the user and group forms. Needs one of ${ROLE_CHOOSERS.join(', ')}.`,
    resolve: (_root, _args, context) => {
      requireOneOf(context, ROLE_CHOOSERS);
      return allRoleNames(context.db);
    },
  }),
  adminGroupChoices: t.stringList({
    subGraphs: ['admin'],
    description: `Every group's name, for the user form. Needs one of ${GROUP_CHOOSERS.join(', ')}.`,
    resolve: (_root, _args, context) => {
      requireOneOf(context, GROUP_CHOOSERS);
      return allGroupNames(context.db);
    },
  }),
}));
