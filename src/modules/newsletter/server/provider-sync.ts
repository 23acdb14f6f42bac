import { addMailchimpMember, type MailchimpAccount, unsubscribeMailchimpMember } from './mailchimp-client';
import type { NewsletterDeps } from './newsletter-deps';
import { recordProviderSync, type SubscriptionRow } from './subscription-repository';

/** The Mailchimp account when both its settings are filled in; else the list stays local only. */
async function mailchimpAccount(deps: NewsletterDeps): Promise<MailchimpAccount | undefined> {
  const apiKey = (await deps.settings.get<string>('MAILCHIMP_API_KEY'))?.trim();
  const listId = (await deps.settings.get<string>('MAILCHIMP_LIST_ID'))?.trim();
  if (!apiKey || !listId) return undefined;
  return { apiKey, listId, apiUrl: deps.mailchimpApiUrl };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Forwards a confirmed subscriber to Mailchimp. A failure never undoes the local confirmation:
 * it is logged and kept on the row (`provider_error`, `provider_synced_at` null) for a later replay.
 */
export async function forwardConfirmedSubscriber(deps: NewsletterDeps, row: SubscriptionRow): Promise<void> {
  const account = await mailchimpAccount(deps);
  if (!account) return;
  try {
    await addMailchimpMember(account, {
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
    });
    await recordProviderSync(deps.db, row.id, null);
  } catch (error) {
    deps.log.warn({ err: error, subscription: row.id }, 'newsletter: forwarding to Mailchimp failed');
    await recordProviderSync(deps.db, row.id, reason(error));
  }
}

/** Tells Mailchimp about an unsubscription, when the member had been forwarded there. */
export async function forwardUnsubscription(deps: NewsletterDeps, row: SubscriptionRow): Promise<void> {
  const account = await mailchimpAccount(deps);
  if (!account || !row.provider_synced_at) return;
  try {
    await unsubscribeMailchimpMember(account, row.email);
  } catch (error) {
    deps.log.warn({ err: error, subscription: row.id }, 'newsletter: unsubscribing on Mailchimp failed');
    await recordProviderSync(deps.db, row.id, reason(error));
  }
}
