import { camelColumns } from '../db/camel-columns';
import type { Db } from '../db/database';
import type { CurrentUserShape } from './current-user-shape';
import { effectivePermissions } from './permissions-repository';
import { findUserRow } from './session-repository';

/** The user as the client sees it (`me`), with effective permissions; null for an unknown id. */
export async function loadCurrentUser(db: Db, userId: string): Promise<CurrentUserShape | null> {
  const user = await findUserRow(db, userId);
  if (!user) return null;
  return {
    ...camelColumns(user, [
      'id',
      'username',
      'first_name',
      'last_name',
      'image_id',
      'email',
      'language',
      'created_at',
      'email_verified_at',
    ]),
    permissions: await effectivePermissions(db, user.id),
  };
}
