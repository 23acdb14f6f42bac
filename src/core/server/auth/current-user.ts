import type { Db } from '../db/database';
import type { AuthTables } from './auth-tables';
import type { CurrentUserShape } from './current-user-shape';
import { effectivePermissions } from './permissions-repository';

/** The user as the client sees it (`me`), with effective permissions; null for an unknown id. */
export async function loadCurrentUser(db: Db, userId: string): Promise<CurrentUserShape | null> {
  const user = await db
    .withTables<AuthTables>()
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    imageId: user.image_id,
    email: user.email,
    language: user.language,
    createdAt: user.created_at,
    emailVerifiedAt: user.email_verified_at,
    permissions: await effectivePermissions(db, user.id),
  };
}
