import type { AdminBulkAction } from '@/core/server/admin/crud/admin-entity';
import { AppError } from '@/core/server/errors';
import type { UserRecord } from './user-admin-repository';
import { changeUsersFlag, deleteSessionsOfUsers, type UserFlagChange } from './user-admin-write-repository';

/** A bulk change of state. Closed accounts are never changed: the whole selection is refused. */
function flagAction(change: UserFlagChange): AdminBulkAction<UserRecord> {
  return {
    permission: 'User:update',
    run: async (trx, items, context) => {
      if (items.some((user) => user.closedAt)) throw new AppError('user.closed', { field: 'ids' });
      const ids = items.map((user) => user.id);
      if (change === 'lock') {
        if (ids.includes(context.user?.id ?? '')) throw new AppError('user.lock.self', { field: 'ids' });
        await deleteSessionsOfUsers(trx, ids);
      }
      await changeUsersFlag(trx, ids, change);
    },
  };
}

/** The users list's bulk actions; locking also signs the accounts out everywhere. */
export const userBulkActions: Record<UserFlagChange, AdminBulkAction<UserRecord>> = {
  lock: flagAction('lock'),
  unlock: flagAction('unlock'),
  activate: flagAction('activate'),
  verifyEmail: flagAction('verifyEmail'),
};
