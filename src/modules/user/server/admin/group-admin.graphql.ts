import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import { namesOfCell } from '@/modules/user/shared/admin/admin-name-list';
import {
  GROUP_FILE_HEADERS,
  GROUP_LIST,
  type GroupInput,
  groupInputSchema,
} from '@/modules/user/shared/admin/group-admin-schemas';
import {
  deleteGroups,
  findGroupById,
  findGroupMembers,
  findGroupPage,
  type GroupMember,
  type GroupRecord,
  groupNameTaken,
  insertGroup,
  replaceGroupRoles,
  updateGroup,
} from './group-repository';
import { roleIdsOf, unknownRoleOf } from './name-checks';
import { NamedRefType } from './named-ref.graphql';

/** Members a group's detail page lists; the others are counted. */
const MEMBERS_SHOWN = 50;

const GroupMemberType = builder.objectRef<GroupMember>('GroupMember').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    _id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
  }),
});

const GroupType = builder.objectRef<GroupRecord>('Group').implement({
  subGraphs: ['admin'],
  description: 'A set of accounts that all get its roles.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    roles: t.field({ type: [NamedRefType], resolve: (group) => group.roles }),
    memberCount: t.exposeInt('memberCount'),
    members: t.field({
      type: [GroupMemberType],
      description: `The first ${MEMBERS_SHOWN} members by address, for the detail page (one query per group).`,
      resolve: (group, _args, context) => findGroupMembers(context.db, group.id, MEMBERS_SHOWN),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const groupAdmin: AdminEntity<GroupRecord, GroupInput> = {
  name: 'Group',
  plural: 'Groups',
  type: GroupType,
  list: GROUP_LIST,
  findPage: (db, list) => findGroupPage(db, list),
  findById: findGroupById,
  inputSchema: groupInputSchema,
  conflictOf: async (db, input, current) => {
    if (await groupNameTaken(db, input.name, current?.id ?? null))
      return { field: 'name', code: 'name.taken' };
    return unknownRoleOf(db, input.roles);
  },
  create: async (trx, input) => {
    const id = await insertGroup(trx, { name: input.name, description: input.description });
    await replaceGroupRoles(trx, id, await roleIdsOf(trx, input.roles));
    return (await findGroupById(trx, id))!;
  },
  update: async (trx, current, input) => {
    await updateGroup(trx, current.id, { name: input.name, description: input.description });
    await replaceGroupRoles(trx, current.id, await roleIdsOf(trx, input.roles));
    return (await findGroupById(trx, current.id))!;
  },
  bulkActions: {
    delete: {
      permission: 'Group:update',
      run: (trx, items) =>
        deleteGroups(
          trx,
          items.map((group) => group.id),
        ),
    },
  },
  file: {
    headers: GROUP_FILE_HEADERS,
    toRow: (group) => ({
      name: group.name,
      description: group.description ?? '',
      roles: group.roles.map((role) => role.name).join('; '),
    }),
    toInput: (row) => ({ name: row.name, description: row.description, roles: namesOfCell(row.roles) }),
    uniqueKey: { field: 'name', of: (input) => input.name.toLowerCase() },
  },
  auditOf: (group) => ({
    version: group.version,
    name: group.name,
    description: group.description,
    roles: group.roles.map((role) => role.name),
  }),
};

registerAdminEntity(groupAdmin);
