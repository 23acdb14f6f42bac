import { z } from 'zod';
import type { AdminListSpec } from '@/core/shared/admin-list';
import { emailSchema } from '@/core/shared/email-schema';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { profileInputSchema } from '../account-schemas';
import { adminNameListSchema } from './admin-name-list';

/** An account's state, most decisive first: closed, then locked, then pending (not activated). */
export const USER_STATUSES = ['active', 'pending', 'locked', 'closed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The users list: its columns, what sorts and filters. */
export const USER_LIST: AdminListSpec = {
  columns: {
    email: { sortable: true, filter: 'text' },
    status: { filter: 'options', options: USER_STATUSES },
    emailVerified: { filter: 'boolean' },
    language: { filter: 'options', options: LANGUAGE_CODES },
    roles: { filter: 'text' },
    createdAt: { sortable: true, filter: 'dateRange' },
    lastLoginAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-createdAt',
};

// The profile form's rules, not a copy of them: an admin edits names as their owner does.
const profileFields = profileInputSchema.pick({
  username: true,
  firstName: true,
  lastName: true,
  language: true,
});

/**
 * The user edit form. Fields left out stay as they are; `locked` also ends the account's
 * sessions, and nobody may lock their own account.
 */
export const userUpdateInputSchema = profileFields.extend({
  roles: adminNameListSchema.optional(),
  groups: adminNameListSchema.optional(),
  activated: z.boolean('field.invalid').optional(),
  emailVerified: z.boolean('field.invalid').optional(),
  locked: z.boolean('field.invalid').optional(),
});

/**
 * The user create form: the account is created active and without a password; its owner gets
 * an email with a link to choose one.
 */
export const userCreateInputSchema = profileFields.extend({
  email: emailSchema,
  roles: adminNameListSchema,
  groups: adminNameListSchema,
});

export type UserUpdateInput = z.output<typeof userUpdateInputSchema>;
export type UserCreateInput = z.output<typeof userCreateInputSchema>;
export type UserUpdateFormValues = z.input<typeof userUpdateInputSchema>;
export type UserCreateFormValues = z.input<typeof userCreateInputSchema>;

/** The columns of a users file (export only: accounts are not imported). */
export const USER_FILE_HEADERS = [
  'email',
  'username',
  'firstName',
  'lastName',
  'language',
  'status',
  'emailVerified',
  'roles',
  'groups',
  'createdAt',
  'lastLoginAt',
] as const;
