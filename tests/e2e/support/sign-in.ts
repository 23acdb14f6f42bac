import { type Cookie, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './server-process';
import { siteUrl } from './site-url';

/** Each account's session cookie, once signed in: the suite reuses it while the session lives. */
const sessions = new Map<string, Cookie>();

async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const baseURL = siteUrl();
  const response = await page.request.post(`${baseURL}/api/graphql`, {
    headers: { origin: baseURL },
    data: { query, variables },
  });
  return response.json();
}

/**
 * Signs the page's browser in through the API, as the login form would (the login page has its
 * own journey test). The session cookie lands in the page's context. A session the suite opened
 * earlier for the account is reused while it is valid: sign-in is rate-limited per IP (30 in
 * 15 minutes), and the whole suite signs in from one address more often than that.
 */
export async function signIn(page: Page, account: { email: string; password: string } = E2E_ADMIN) {
  const email = account.email.toLowerCase();
  const cached = sessions.get(email);
  if (cached) {
    await page.context().addCookies([cached]);
    const body = await graphql(page, '{ me { item { email } } }');
    if (body.data?.me?.item?.email === email) return;
  }
  const body = await graphql(
    page,
    'mutation ($input: AccountInput!) { login(input: $input) { success code } }',
    { input: account },
  );
  expect(body.data?.login, JSON.stringify(body)).toMatchObject({ success: true });
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sid');
  if (cookie) sessions.set(email, cookie);
}
