import { consumeRate } from '@/core/server/auth/rate-limit';
import { newToken, tokenHash } from '@/core/server/auth/secure-token';
import { countryByCode } from '@/core/server/countries/countries';
import { AppError } from '@/core/server/errors';
import { parseInput } from '@/core/server/validation';
import { newsletterSubscriptionInputSchema } from '../shared/newsletter-subscription';
import { assertNewsletterEnabled, type NewsletterDeps, siteLink } from './newsletter-deps';
import { forwardConfirmedSubscriber, forwardUnsubscription } from './provider-sync';
import {
  confirmByTokenHash,
  confirmTokenExists,
  unsubscribeByTokenHash,
  upsertPendingSubscription,
} from './subscription-repository';

/** A confirm link works for 48 hours, like an account activation link. */
const CONFIRM_LIFETIME_MS = 48 * 60 * 60 * 1000;
// Per client, and per address so nobody floods someone else's mailbox with confirmation mails.
const IP_RATE = { limit: 10, windowSeconds: 3600 };
const EMAIL_RATE = { limit: 5, windowSeconds: 3600 };

export const CONFIRM_PATH = '/api/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

/**
 * Subscribes an address with double opt-in: the row is pending and a confirmation mail goes out
 * in the request's language. A pending address gets a new mail (older links stop working); a
 * confirmed one is left as it is, and the answer is the same, so it reveals nothing.
 */
export async function subscribe(
  deps: NewsletterDeps,
  body: unknown,
  meta: { ip: string; lang: string },
): Promise<void> {
  await assertNewsletterEnabled(deps);
  const input = parseInput(newsletterSubscriptionInputSchema, body);
  await consumeRate(deps.db, [`newsletter:ip:${meta.ip}`], IP_RATE);
  await consumeRate(deps.db, [`newsletter:email:${input.email}`], EMAIL_RATE);
  if (input.country && !countryByCode(input.country)) {
    throw new AppError('country.invalid', { field: 'country' });
  }
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const row = await upsertPendingSubscription(deps.db, {
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName,
    country_code: input.country,
    language: meta.lang,
    confirm_token_hash: tokenHash(confirmToken),
    confirm_expires_at: new Date(Date.now() + CONFIRM_LIFETIME_MS),
    unsubscribe_token_hash: tokenHash(unsubscribeToken),
  });
  if (row.status === 'confirmed') return;
  await deps.mail.sendTemplate('newsletter-confirm', {
    to: row.email,
    lang: row.language,
    variables: {
      link: await siteLink(deps, `${CONFIRM_PATH}/${confirmToken}`),
      unsubscribeLink: await siteLink(deps, `${UNSUBSCRIBE_PATH}/${unsubscribeToken}`),
    },
  });
}

/** Confirms from the emailed link, then forwards to Mailchimp. `token.invalid` or `token.expired` otherwise. */
export async function confirmSubscription(deps: NewsletterDeps, token: string): Promise<void> {
  await assertNewsletterEnabled(deps);
  const hash = tokenHash(token);
  const row = await confirmByTokenHash(deps.db, hash);
  if (!row) {
    throw new AppError((await confirmTokenExists(deps.db, hash)) ? 'token.expired' : 'token.invalid');
  }
  await forwardConfirmedSubscriber(deps, row);
}

/** Unsubscribes from the emailed link; the link keeps working (a second click changes nothing). */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<void> {
  await assertNewsletterEnabled(deps);
  const row = await unsubscribeByTokenHash(deps.db, tokenHash(token));
  if (!row) throw new AppError('token.invalid');
  await forwardUnsubscription(deps, row);
}
