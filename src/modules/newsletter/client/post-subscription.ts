import { NEWSLETTER_SUBSCRIBE_PATH } from '../shared/newsletter-paths';
import type {
  NewsletterSubscribeResult,
  NewsletterSubscriptionInput,
} from '../shared/newsletter-subscription';

/** Posts the subscription (spec section 7); a network failure or an unreadable answer comes back as a coded result. */
export async function postSubscription(
  input: NewsletterSubscriptionInput,
  lang: string,
): Promise<NewsletterSubscribeResult> {
  try {
    const response = await fetch(NEWSLETTER_SUBSCRIBE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as Partial<NewsletterSubscribeResult>;
    if (body.success === true)
      return { success: true, code: null, error: null, field: null, fieldErrors: [] };
    const code = body.code ?? 'unknown';
    const fieldErrors = body.fieldErrors ?? [];
    return { success: false, code, error: body.error ?? code, field: body.field ?? null, fieldErrors };
  } catch {
    return { success: false, code: 'network.error', error: 'network.error', field: null, fieldErrors: [] };
  }
}
