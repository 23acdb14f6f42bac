import { assertNotCommon, hashPassword } from '@/core/server/auth/password';
import { consumeRate, RateLimitedError } from '@/core/server/auth/rate-limit';
import { consumeToken, issueTokenWithin, usedTokenOwner } from '@/core/server/auth/token-service';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { RegisterInput } from '../shared/account-schemas';
import { type AccountDeps, type RequestMeta, siteLink } from './account-deps';
import { findUserByEmail, findUserById, insertPendingUser, updateUser } from './account-repository';

const REGISTER_RATE = { limit: 10, windowSeconds: 3600 };
/**
 * Mails a registration may send to an address that has an account already (a reminder of its
 * activation link, or "you already have an account"): past these, a stranger registering it
 * again and again fills no mailbox; the answer stays the same.
 */
export const REGISTER_REMINDER_RATE = { limit: 3, windowSeconds: 24 * 3600 };

/**
 * Creates an account that cannot sign in until the emailed link activates it. The answer is the
 * same whether or not the email already has an account (no way to probe for members). An
 * address with an account changes nothing about it: an active one is told by email; a pending
 * one keeps the password it was created with and is sent its activation link again, so that
 * nobody can register someone else's pending address with a password of their own
 * (docs/decisions/073). Both mails are rate limited per address.
 */
export async function register(deps: AccountDeps, data: RegisterInput, meta: RequestMeta): Promise<void> {
  await consumeRate(deps.db, [`register:ip:${meta.ip}`], REGISTER_RATE);
  await deps.captcha.verify(data.captcha, meta.ip);
  assertNotCommon(data.password);
  const lang = data.language ?? meta.lang;
  // Hashed whether or not it is used: a known address answers no faster than a new one.
  const passwordHash = await hashPassword(data.password);
  if (!(await findUserByEmail(deps.db, data.email))) {
    if (await createPendingAccount(deps, { email: data.email, passwordHash, language: lang })) return;
  }
  // Known, or created by another registration meanwhile.
  const existing = await findUserByEmail(deps.db, data.email);
  if (!existing || existing.closed_at || !(await mayRemind(deps.db, data.email))) return;
  if (existing.activated_at) {
    await deps.mail.sendTemplate('account-exists', {
      to: data.email,
      lang: existing.language ?? lang,
      variables: { link: await siteLink(deps, '/password-lost') },
    });
    return;
  }
  // The first link keeps working: a stranger's registration spoils nothing.
  await deps.db
    .transaction()
    .execute((trx) =>
      queueActivationLink(deps, trx, { ...existing, language: existing.language ?? lang }, true),
    );
  deps.mail.wake();
}

/**
 * The account and the mail with its activation link, in one transaction: an account never exists
 * without its mail, even if the process dies in between. False, writing nothing, when another
 * registration created an account with the address meanwhile.
 */
async function createPendingAccount(
  deps: AccountDeps,
  values: { email: string; passwordHash: string; language: string },
): Promise<boolean> {
  const created = await deps.db.transaction().execute(async (trx) => {
    const id = await insertPendingUser(trx, values);
    if (id) await queueActivationLink(deps, trx, { id, ...values }, false);
    return id !== null;
  });
  if (created) deps.mail.wake();
  return created;
}

async function queueActivationLink(
  deps: AccountDeps,
  trx: Db,
  user: { id: string; email: string; language: string | null },
  keepEarlier: boolean,
): Promise<void> {
  const token = await issueTokenWithin(trx, user.id, 'activation', { keepEarlier });
  await deps.mail.queueTemplateWithin(trx, 'activation', {
    to: user.email,
    lang: user.language ?? undefined,
    variables: { link: await siteLink(deps, `/activate-account/${token}`) },
  });
}

/** Whether one more mail may go to this address because someone registered it again. */
async function mayRemind(db: Db, email: string): Promise<boolean> {
  try {
    await consumeRate(db, [`register:email:${email}`], REGISTER_REMINDER_RATE);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

/** What consumeToken says of a link that no longer works: used, replaced or expired. */
const SPENT = new Set(['token.invalid', 'token.expired']);

/** An account that can log in already: activated, not closed. */
const isActive = (user: { activated_at: Date | null; closed_at: Date | null } | undefined) =>
  Boolean(user?.activated_at && !user.closed_at);

/**
 * Activates the account of an activation link; activating also proves the email. A link that no
 * longer works (used, replaced by a newer one, expired) for an account that is active now is
 * refused with `account.already.activated`, so that its holder logs in rather than registering
 * again; any other link is refused as before. Links remain single use.
 */
export async function activateAccount(deps: AccountDeps, token: string): Promise<void> {
  let userId: string;
  try {
    ({ userId } = await consumeToken(deps.db, token, 'activation'));
  } catch (error) {
    if (!(error instanceof AppError) || !SPENT.has(error.code)) throw error;
    const owner = await usedTokenOwner(deps.db, token, 'activation');
    if (owner && isActive(await findUserById(deps.db, owner))) {
      throw new AppError('account.already.activated');
    }
    throw error;
  }
  // Activated meanwhile another way (by an administrator): the link is spent, nothing else changes.
  if (isActive(await findUserById(deps.db, userId))) throw new AppError('account.already.activated');
  const now = new Date();
  const user = await updateUser(deps.db, userId, { activated_at: now, email_verified_at: now });
  await deps.mail.sendTemplate('welcome', {
    to: user.email,
    lang: user.language ?? undefined,
    variables: { username: user.username ?? user.email },
  });
}

/** Confirms a changed email with the link sent to the new address. */
export async function validateEmail(deps: AccountDeps, token: string): Promise<void> {
  const { userId, email } = await consumeToken(deps.db, token, 'email-validation');
  const user = await findUserById(deps.db, userId);
  // A link for an address the account no longer has confirms nothing.
  if (!user || user.email !== email) throw new AppError('token.invalid');
  await updateUser(deps.db, userId, { email_verified_at: new Date() });
}
