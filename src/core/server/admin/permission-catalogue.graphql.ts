import { builder } from '../graphql/builder';
import { type PermissionGroup, permissionCatalogue } from './permission-catalogue';

const PermissionGroupType = builder.objectRef<PermissionGroup>('PermissionGroup').implement({
  subGraphs: ['admin'],
  description: 'The permissions of one entity, for the role editor.',
  fields: (t) => ({
    entity: t.exposeString('entity', { description: 'Granting it alone grants all its permissions.' }),
    permissions: t.exposeStringList('permissions'),
  }),
});

builder.queryField('adminPermissionCatalogue', (t) =>
  t.field({
    type: [PermissionGroupType],
    subGraphs: ['admin'],
    authScopes: { permission: 'Role:list' },
    description: 'Every permission the core and the installed modules check, by entity. Needs Role:list.',
    resolve: (_root, _args, context) => permissionCatalogue(context),
  }),
);
