import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { TokenPurpose } from './auth-tables';
import { newToken, tokenHash } from './secure-token';
import { insertToken, retireTokens, spendToken, usedTokenUser } from './token-repository';

const HOUR = 60 * 60 * 1000;

/** How long an emailed link works: activation and email validation 48 h, the sensitive ones 1 h. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  activation: 48 * HOUR,
  'email-validation': 48 * HOUR,
  'password-reset': HOUR,
  'account-close': HOUR,
};

interface IssueOptions {
  email?: string;
  now?: Date;
  /** Instead of the purpose's usual lifetime. */
  lifetimeMs?: number;
  /** Earlier unused tokens of the purpose keep working (a reminder must not spoil the first link). */
  keepEarlier?: boolean;
}

/** Issues a single-use token for an emailed link; earlier unused tokens of the same purpose stop working. */
export async function issueToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  options: IssueOptions = {},
): Promise<string> {
  return db.transaction().execute((trx) => issueTokenWithin(trx, userId, purpose, options));
}

/**
 * Like `issueToken`, in the caller's transaction: the token exists if and only if what the
 * transaction writes with it (the account, the mail carrying the link) is committed.
 */
export async function issueTokenWithin(
  trx: Db,
  userId: string,
  purpose: TokenPurpose,
  options: IssueOptions = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const token = newToken();
  if (!options.keepEarlier) await retireTokens(trx, userId, purpose, now);
  await insertToken(trx, {
    hash: tokenHash(token),
    userId,
    purpose,
    email: options.email ?? null,
    expiresAt: new Date(now.getTime() + (options.lifetimeMs ?? TOKEN_LIFETIME_MS[purpose])),
  });
  return token;
}

/**
 * Uses a token once. Throws `token.invalid` for an unknown, used or other-purpose token,
 * `token.expired` for one past its lifetime. The update is atomic: two clicks, one success.
 */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: string; email: string | null }> {
  const used = await spendToken(db, tokenHash(token), purpose);
  if (!used) throw new AppError('token.invalid');
  if (used.expires_at.getTime() < Date.now()) throw new AppError('token.expired');
  return { userId: used.user_id, email: used.email };
}

/**
 * The account a token of this purpose was issued to, once it is used (or replaced by a newer
 * one); null for a token never issued, or still usable. A page opened from an old link can then
 * say what became of it: only the link's holder, who received it for that account, learns it.
 */
export async function usedTokenOwner(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  return usedTokenUser(db, tokenHash(token), purpose);
}
