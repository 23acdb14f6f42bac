import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import {
  USER_FILE_HEADERS,
  USER_LIST,
  USER_STATUSES,
  userCreateInputSchema,
  userUpdateInputSchema,
} from '@/modules/user/shared/admin/user-admin-schemas';
import { queueInvitation } from '../password-service';
import { NamedRefType } from './named-ref.graphql';
import { findUserPage, findUserRecord, type UserRecord } from './user-admin-repository';
import {
  createUserAsAdmin,
  editUserAsAdmin,
  type UserAdminInput,
  userConflictOf,
} from './user-admin-service';
import { userBulkActions } from './user-bulk-actions';

const UserStatusType = builder.enumType('UserStatus', {
  subGraphs: ['admin'],
  description: 'closed, else locked, else pending (not activated), else active.',
  values: USER_STATUSES,
});

const UserType = builder.objectRef<UserRecord>('User').implement({
  subGraphs: ['admin'],
  description: 'An account, as the admin sees it. Its password is never exposed, only whether it has one.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
    email: t.exposeString('email'),
    username: t.exposeString('username', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    language: t.exposeString('language', { nullable: true }),
    status: t.expose('status', { type: UserStatusType }),
    hasPassword: t.exposeBoolean('hasPassword'),
    signInMethods: t.exposeStringList('signInMethods', { description: '`password`, `google`, `facebook`.' }),
    emailVerifiedAt: t.expose('emailVerifiedAt', { type: 'DateTime', nullable: true }),
    activatedAt: t.expose('activatedAt', { type: 'DateTime', nullable: true }),
    lockedAt: t.expose('lockedAt', { type: 'DateTime', nullable: true }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    lastLoginAt: t.expose('lastLoginAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    roles: t.field({ type: [NamedRefType], description: 'Held directly.', resolve: (user) => user.roles }),
    groups: t.field({ type: [NamedRefType], resolve: (user) => user.groups }),
  }),
});

const dateText = (date: Date | null) => date?.toISOString() ?? '';
const names = (refs: { name: string }[]) => refs.map((ref) => ref.name);

export const userAdmin: AdminEntity<UserRecord, UserAdminInput> = {
  name: 'User',
  plural: 'Users',
  type: UserType,
  list: USER_LIST,
  findPage: (db, list) => findUserPage(db, list),
  findById: findUserRecord,
  inputSchema: userUpdateInputSchema,
  createInputSchema: userCreateInputSchema,
  conflictOf: (db, input, current, context) => userConflictOf(db, input, current, context.user?.id),
  // The new account's owner gets the link to choose a password: queued with the account.
  create: async (trx, input, context) => {
    const user = await createUserAsAdmin(trx, input);
    await queueInvitation(context, trx, user, context.lang);
    return user;
  },
  update: (trx, current, input) => editUserAsAdmin(trx, current, input),
  afterCreate: async (_user, context) => context.mail.wake(),
  bulkActions: userBulkActions,
  file: {
    headers: USER_FILE_HEADERS,
    toRow: (user) => ({
      email: user.email,
      username: user.username ?? '',
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      language: user.language ?? '',
      status: user.status,
      emailVerified: user.emailVerifiedAt ? 'true' : 'false',
      roles: names(user.roles).join('; '),
      groups: names(user.groups).join('; '),
      createdAt: dateText(user.createdAt),
      lastLoginAt: dateText(user.lastLoginAt),
    }),
  },
  // What the audit log keeps: the account's fields and links, never a secret.
  auditOf: (user) => ({
    version: user.version,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    status: user.status,
    emailVerifiedAt: user.emailVerifiedAt,
    activatedAt: user.activatedAt,
    lockedAt: user.lockedAt,
    closedAt: user.closedAt,
    roles: names(user.roles),
    groups: names(user.groups),
  }),
};

registerAdminEntity(userAdmin);
