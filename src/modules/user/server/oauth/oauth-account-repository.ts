import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';

type OAuthTables = AuthTables & {
  oauth_account: { provider: string; provider_user_id: string; user_id: string };
};

const links = (db: Db) => db.withTables<OAuthTables>();

/** The account linked to a provider's user, else undefined. */
export async function findLinkedUser(db: Db, provider: string, providerUserId: string) {
  const row = await links(db)
    .selectFrom('oauth_account')
    .select('user_id')
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Links a provider's user to our account. */
export async function linkOAuthAccount(db: Db, provider: string, providerUserId: string, userId: string) {
  await links(db)
    .insertInto('oauth_account')
    .values({ provider, provider_user_id: providerUserId, user_id: userId })
    .execute();
}
