import { builder } from '@/core/server/graphql/builder';
import type { Permission } from '@/core/shared/permissions';
import { allGroupNames, allRoleNames } from './name-lookup-repository';

const ROLE_CHOOSERS: Permission[] = ['User:create', 'User:update', 'Group:create', 'Group:update'];
const GROUP_CHOOSERS: Permission[] = ['User:create', 'User:update'];

builder.queryFields((t) => ({
  adminRoleChoices: t.stringList({
    subGraphs: ['admin'],
    description: `Every role's name, for the user and group forms. Needs one of ${ROLE_CHOOSERS.join(', ')}.`,
    authScopes: { anyPermission: ROLE_CHOOSERS },
    resolve: (_root, _args, context) => allRoleNames(context.db),
  }),
  adminGroupChoices: t.stringList({
    subGraphs: ['admin'],
    description: `Every group's name, for the user form. Needs one of ${GROUP_CHOOSERS.join(', ')}.`,
    authScopes: { anyPermission: GROUP_CHOOSERS },
    resolve: (_root, _args, context) => allGroupNames(context.db),
  }),
}));
