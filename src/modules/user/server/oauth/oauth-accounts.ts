import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../account-repository';
import { findLinkedUser, linkOAuthAccount } from './oauth-account-repository';
import type { OAuthProfile, OAuthProviderName } from './oauth-providers';

/**
 * Our account for an outside identity: the one linked before; else the account with the same
 * address when the provider vouches for it (linked now); else a new, active account.
 * A closed or locked account signs in no more than with a password.
 */
export async function accountForProfile(
  db: Db,
  provider: OAuthProviderName,
  profile: OAuthProfile,
  lang: string,
): Promise<string> {
  const linked = await findLinkedUser(db, provider, profile.id);
  const userId = linked ?? (await linkOrCreate(db, provider, profile, lang));
  const user = await findUserById(db, userId);
  if (!user || user.closed_at || user.locked_at) throw new AppError('user.login.failed');
  await updateUser(db, userId, { last_login_at: new Date() });
  return userId;
}

async function linkOrCreate(db: Db, provider: OAuthProviderName, profile: OAuthProfile, lang: string) {
  if (!profile.email) throw new AppError('oauth.email.missing');
  if (!profile.emailVerified) throw new AppError('oauth.email.unverified');
  const existing = await findUserByEmail(db, profile.email);
  const now = new Date();
  const userId =
    existing?.id ?? (await insertUser(db, { email: profile.email, passwordHash: null, language: lang }));
  await updateUser(db, userId, {
    // The provider proved the address: a pending account becomes active, names fill in if missing.
    activated_at: existing?.activated_at ?? now,
    email_verified_at: existing?.email_verified_at ?? now,
    first_name: existing?.first_name ?? profile.firstName,
    last_name: existing?.last_name ?? profile.lastName,
    // Whoever registered the pending account never proved the address: their password goes
    // (docs/decisions/073). Its owner signs in with the provider, or chooses one by "password lost".
    ...(existing && !existing.activated_at && { password_hash: null }),
  });
  await linkOAuthAccount(db, provider, profile.id, userId);
  return userId;
}
