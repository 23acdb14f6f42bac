import { assertNotCommon, hashPassword } from '../../../core/server/auth/password';
import { consumeRate } from '../../../core/server/auth/rate-limit';
import { consumeToken, issueToken, usedTokenOwner } from '../../../core/server/auth/token-service';
import { AppError } from '../../../core/server/errors';
import type { RegisterInput } from '../shared/account-schemas';
import { type AccountDeps, type RequestMeta, siteLink } from './account-deps';
import { findUserByEmail, findUserById, insertUser, updateUser } from './account-repository';

const REGISTER_RATE = { limit: 10, windowSeconds: 3600 };

/**
 * Creates an account that cannot sign in until the emailed link activates it. The answer is the
 * same whether or not the email already has an account (no way to probe for members): an
 * existing, active account is told by email instead; a pending one gets a fresh link.
 */
export async function register(deps: AccountDeps, data: RegisterInput, meta: RequestMeta): Promise<void> {
  await consumeRate(deps.db, [`register:ip:${meta.ip}`], REGISTER_RATE);
  await deps.captcha.verify(data.captcha, meta.ip);
  assertNotCommon(data.password);
  const lang = data.language ?? meta.lang;
  const existing = await findUserByEmail(deps.db, data.email);
  if (existing?.activated_at || existing?.closed_at) {
    if (existing.activated_at && !existing.closed_at) {
      await deps.mail.sendTemplate('account-exists', {
        to: data.email,
        lang: existing.language ?? lang,
        variables: { link: await siteLink(deps, '/password-lost') },
      });
    }
    return;
  }
  const userId =
    existing?.id ??
    (await insertUser(deps.db, {
      email: data.email,
      passwordHash: await hashPassword(data.password),
      language: lang,
    }));
  if (existing) await updateUser(deps.db, existing.id, { password_hash: await hashPassword(data.password) });
  const token = await issueToken(deps.db, userId, 'activation');
  await deps.mail.sendTemplate('activation', {
    to: data.email,
    lang,
    variables: { link: await siteLink(deps, `/activate-account/${token}`) },
  });
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
