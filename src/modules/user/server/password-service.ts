import { assertNotCommon, hashPassword } from '@/core/server/auth/password';
import { consumeRate } from '@/core/server/auth/rate-limit';
import { deleteSessionsOf } from '@/core/server/auth/session-service';
import { consumeToken, issueToken, issueTokenWithin } from '@/core/server/auth/token-service';
import type { Db } from '@/core/server/db/database';
import type { PasswordLostInput, PasswordResetInput } from '../shared/account-schemas';
import { type AccountDeps, type RequestMeta, siteLink } from './account-deps';
import { findUserByEmail, findUserById, updateUser } from './account-repository';

const RESET_RATE = { limit: 5, windowSeconds: 3600 };

// An invitation waits for its reader longer than a reset link someone just asked for.
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Invites the owner of an account an admin created without a password: a link to choose one
 * (a `password-reset` token), valid for a week, in the `invitation` mail. Queued in the
 * transaction that creates the account, so that no account is left without its invitation;
 * `deps.mail.wake()` once it is committed sends it at once.
 */
export async function queueInvitation(
  deps: AccountDeps,
  trx: Db,
  user: { id: string; email: string; language: string | null },
  lang: string,
) {
  const token = await issueTokenWithin(trx, user.id, 'password-reset', {
    lifetimeMs: INVITATION_LIFETIME_MS,
  });
  await deps.mail.queueTemplateWithin(trx, 'invitation', {
    to: user.email,
    lang: user.language ?? lang,
    variables: { link: await siteLink(deps, `/password-reset/${token}`) },
  });
}

/** Emails a link to choose a new password (a `password-reset` token), valid for an hour. */
export async function sendResetLink(
  deps: AccountDeps,
  user: { id: string; email: string; language: string | null },
  lang: string,
) {
  const token = await issueToken(deps.db, user.id, 'password-reset');
  await deps.mail.sendTemplate('password-reset', {
    to: user.email,
    lang: user.language ?? lang,
    variables: { link: await siteLink(deps, `/password-reset/${token}`) },
  });
}

/** Password lost: emails a reset link. The answer never says whether the address has an account. */
export async function requestPasswordReset(deps: AccountDeps, data: PasswordLostInput, meta: RequestMeta) {
  await consumeRate(
    deps.db,
    [`password-lost:ip:${meta.ip}`, `password-lost:email:${data.email}`],
    RESET_RATE,
  );
  await deps.captcha.verify(data.captcha, meta.ip);
  const user = await findUserByEmail(deps.db, data.email);
  if (user && !user.closed_at) await sendResetLink(deps, user, meta.lang);
}

/** The profile's "change password": a reset link to the signed-in user's own address. */
export async function sendPasswordResetLinkTo(deps: AccountDeps, userId: string, meta: RequestMeta) {
  await consumeRate(deps.db, [`password-lost:user:${userId}`], RESET_RATE);
  const user = await findUserById(deps.db, userId);
  if (user) await sendResetLink(deps, user, meta.lang);
}

/**
 * Sets a new password from a reset link and signs the account out everywhere. The link proves
 * the address, so a pending account is activated by it too.
 */
export async function resetPassword(deps: AccountDeps, data: PasswordResetInput): Promise<void> {
  assertNotCommon(data.password);
  const { userId } = await consumeToken(deps.db, data.token, 'password-reset');
  const user = await findUserById(deps.db, userId);
  const now = new Date();
  await updateUser(deps.db, userId, {
    password_hash: await hashPassword(data.password),
    activated_at: user?.activated_at ?? now,
    email_verified_at: user?.email_verified_at ?? now,
  });
  await deleteSessionsOf(deps.db, userId);
}
