import { createHash } from 'node:crypto';

/** Where and as whom to call the Mailchimp Marketing API (settings, plus MAILCHIMP_API_URL for a fake). */
export interface MailchimpAccount {
  apiKey: string;
  listId: string;
  /** Overrides `https://<dc>.api.mailchimp.com`. */
  apiUrl?: string | undefined;
}

export interface MailchimpMember {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const TIMEOUT_MS = 8000;

/** The key's data centre is its suffix after '-' (`…-us21` → `https://us21.api.mailchimp.com`). */
export function mailchimpBaseUrl(account: MailchimpAccount): string {
  if (account.apiUrl) return account.apiUrl.replace(/\/+$/, '');
  const dash = account.apiKey.lastIndexOf('-');
  const dataCentre = dash > 0 ? account.apiKey.slice(dash + 1) : '';
  if (!/^[a-z]+\d+$/.test(dataCentre))
    throw new Error('the Mailchimp API key has no data-centre suffix (…-us21)');
  return `https://${dataCentre}.api.mailchimp.com`;
}

/** Mailchimp identifies a list member by the MD5 of the lowercased address. */
const subscriberHash = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

async function call(account: MailchimpAccount, method: string, path: string, body: unknown) {
  const listPath = `/3.0/lists/${encodeURIComponent(account.listId)}/members`;
  const response = await fetch(`${mailchimpBaseUrl(account)}${listPath}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`anystring:${account.apiKey}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as { title?: string; detail?: string };
  return { status: response.status, title: answer.title, detail: answer.detail };
}

const failure = (
  what: string,
  result: { status: number; title?: string | undefined; detail?: string | undefined },
) => new Error(`Mailchimp ${what}: ${result.status} ${result.title ?? ''} ${result.detail ?? ''}`.trim());

/**
 * Adds a confirmed subscriber to the list (`POST /3.0/lists/{list_id}/members`). An address the
 * list already knows (perhaps unsubscribed earlier) is set back to subscribed. Throws on failure.
 */
export async function addMailchimpMember(account: MailchimpAccount, member: MailchimpMember): Promise<void> {
  const merge_fields = { FNAME: member.firstName ?? '', LNAME: member.lastName ?? '' };
  const added = await call(account, 'POST', '', {
    email_address: member.email,
    status: 'subscribed',
    merge_fields,
  });
  if (added.status >= 200 && added.status < 300) return;
  if (added.status !== 400 || added.title !== 'Member Exists') throw failure('add member', added);
  const updated = await call(account, 'PATCH', `/${subscriberHash(member.email)}`, {
    status: 'subscribed',
    merge_fields,
  });
  if (updated.status >= 300) throw failure('resubscribe member', updated);
}

/** Marks a member unsubscribed on the list; one the list does not know is fine. Throws on failure. */
export async function unsubscribeMailchimpMember(account: MailchimpAccount, email: string): Promise<void> {
  const result = await call(account, 'PATCH', `/${subscriberHash(email)}`, { status: 'unsubscribed' });
  if (result.status >= 300 && result.status !== 404) throw failure('unsubscribe member', result);
}
