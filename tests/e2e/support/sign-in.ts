import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './server-process';

/**
 * Signs the page's browser in through the API, as the login form would (the login page has its
 * own journey test). The session cookie lands in the page's context.
 */
export async function signIn(page: Page, account: { email: string; password: string } = E2E_ADMIN) {
  const baseURL = process.env.E2E_BASE_URL!;
  const response = await page.request.post(`${baseURL}/api/graphql`, {
    headers: { origin: baseURL },
    data: {
      query: 'mutation ($input: AccountInput!) { login(input: $input) { success code } }',
      variables: { input: account },
    },
  });
  const body = await response.json();
  expect(body.data?.login, JSON.stringify(body)).toMatchObject({ success: true });
}
