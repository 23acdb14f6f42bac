import { consumeRate } from '@/core/server/auth/rate-limit';
import { deleteSessionsOf } from '@/core/server/auth/session-service';
import { consumeToken, issueToken } from '@/core/server/auth/token-service';
import { AppError } from '@/core/server/errors';
import { type FieldError, InputError } from '@/core/server/validation';
import type { ProfileInput } from '../shared/account-schemas';
import { type AccountDeps, type RequestMeta, siteLink } from './account-deps';
import {
  anonymiseUser,
  findUserByEmail,
  findUserById,
  updateUser,
  usernameTaken,
  withUsernameGuard,
} from './account-repository';

const RESEND_RATE = { limit: 5, windowSeconds: 3600 };

async function sendValidationLink(
  deps: AccountDeps,
  user: { id: string; email: string; language: string | null },
) {
  const token = await issueToken(deps.db, user.id, 'email-validation', { email: user.email });
  await deps.mail.sendTemplate('email-validation', {
    to: user.email,
    lang: user.language ?? undefined,
    variables: { link: await siteLink(deps, `/validate-email/${token}`) },
  });
}

/**
 * Saves the profile fields given. A new email is taken at once but marked unverified, and a
 * validation link goes to it; an address another account uses is refused, and so is a username
 * another account has, however its case or accents differ (docs/decisions/073).
 */
export async function updateProfile(deps: AccountDeps, userId: string, data: ProfileInput): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('user.not.found', { status: 404 });
  const emailChanged = data.email !== undefined && data.email !== user.email;
  const taken: FieldError[] = [];
  if (data.username && (await usernameTaken(deps.db, data.username, userId))) {
    taken.push({ field: 'username', code: 'username.taken' });
  }
  if (emailChanged && (await findUserByEmail(deps.db, data.email!))) {
    taken.push({ field: 'email', code: 'email.already.used' });
  }
  if (taken.length > 0) throw new InputError(taken);
  const updated = await withUsernameGuard(() =>
    updateUser(deps.db, userId, {
      ...(data.username !== undefined && { username: data.username }),
      ...(data.firstName !== undefined && { first_name: data.firstName }),
      ...(data.lastName !== undefined && { last_name: data.lastName }),
      ...(data.language !== undefined && { language: data.language }),
      ...(data.imageId !== undefined && { image_id: data.imageId }),
      ...(emailChanged && { email: data.email, email_verified_at: null }),
    }),
  );
  if (emailChanged) await sendValidationLink(deps, updated);
}

/** Sends a new validation link for an unverified email. */
export async function resendVerification(deps: AccountDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('user.not.found', { status: 404 });
  if (user.email_verified_at) throw new AppError('email.already.verified');
  await consumeRate(deps.db, [`resend:user:${userId}`], RESEND_RATE);
  await sendValidationLink(deps, user);
}

/** First step of closing an account: a confirmation link by email. */
export async function requestAccountClose(
  deps: AccountDeps,
  userId: string,
  meta: RequestMeta,
): Promise<void> {
  await consumeRate(deps.db, [`close:user:${userId}`], RESEND_RATE);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('user.not.found', { status: 404 });
  const token = await issueToken(deps.db, userId, 'account-close');
  await deps.mail.sendTemplate('account-close', {
    to: user.email,
    lang: user.language ?? meta.lang,
    variables: { link: await siteLink(deps, `/close/${token}`) },
  });
}

/** Closes the account of a confirmation link: personal data erased, every session ended. */
export async function closeAccount(deps: AccountDeps, token: string): Promise<void> {
  const { userId } = await consumeToken(deps.db, token, 'account-close');
  await anonymiseUser(deps.db, userId);
  await deleteSessionsOf(deps.db, userId);
}
