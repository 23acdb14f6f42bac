import { v7 as uuidv7 } from 'uuid';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { createSession } from '@/core/server/auth/session-service';
import { uniqueEmail } from './account-helpers';
import type { TestApp } from './test-app';

/**
 * An active account whose only role holds exactly `permissions`, signed in: its `sid` cookie.
 * Written straight to the tables: the sign-up journey has tests of its own.
 */
export async function signedInWith(api: TestApp, permissions: string[]): Promise<string> {
  const db = api.database.db.withTables<AuthTables>();
  const userId = uuidv7();
  const roleId = uuidv7();
  await db
    .insertInto('app_user')
    .values({
      id: userId,
      email: uniqueEmail('staff'),
      activated_at: new Date(),
      email_verified_at: new Date(),
    })
    .execute();
  await db
    .insertInto('role')
    .values({ id: roleId, name: `Role ${roleId}`, description: null, permissions })
    .execute();
  await db.insertInto('user_role').values({ user_id: userId, role_id: roleId }).execute();
  const token = await createSession(api.database.db, userId, {});
  return `sid=${token}`;
}
