import { verifyPassword } from '@/core/server/auth/password';
import { consumeRate } from '@/core/server/auth/rate-limit';
import { createSession } from '@/core/server/auth/session-service';
import { AppError } from '@/core/server/errors';
import type { LoginInput } from '../shared/account-schemas';
import type { AccountDeps, RequestMeta } from './account-deps';
import { findUserByEmail, updateUser } from './account-repository';

// Per address and per IP, so guessing one account's password and spraying many both stop.
const LOGIN_RATE_PER_EMAIL = { limit: 10, windowSeconds: 15 * 60 };
const LOGIN_RATE_PER_IP = { limit: 30, windowSeconds: 15 * 60 };

/**
 * Checks the credentials and starts a new session (a new id at every sign-in). Unknown email,
 * wrong password, closed or locked account all give the same `user.login.failed`; only the
 * right password on a not yet activated account says so.
 */
export async function login(
  deps: AccountDeps,
  data: LoginInput,
  meta: RequestMeta,
): Promise<{ token: string; userId: string }> {
  await consumeRate(deps.db, [`login:email:${data.email}`], LOGIN_RATE_PER_EMAIL);
  await consumeRate(deps.db, [`login:ip:${meta.ip}`], LOGIN_RATE_PER_IP);
  const user = await findUserByEmail(deps.db, data.email);
  const passwordMatches = await verifyPassword(data.password, user?.password_hash ?? null);
  if (!user || !passwordMatches || user.closed_at || user.locked_at) throw new AppError('user.login.failed');
  if (!user.activated_at) throw new AppError('user.not.activated');
  await updateUser(deps.db, user.id, { last_login_at: new Date() });
  const token = await createSession(deps.db, user.id, { ip: meta.ip, userAgent: meta.userAgent });
  return { token, userId: user.id };
}
