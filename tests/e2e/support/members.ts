import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signIn } from './sign-in';
import { siteUrl } from './site-url';

/** A GraphQL call with the browser context's session, as the site's own pages make it. */
export async function call<T>(
  request: APIRequestContext,
  endpoint: 'public' | 'admin',
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const baseURL = siteUrl();
  const response = await request.post(endpoint === 'admin' ? '/api/admin/graphql' : '/api/graphql', {
    headers: { origin: baseURL },
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * A member (the built-in Member role, or the `roles` given) made by the administrator through the
 * admin API, who chooses a password from the invitation mail and signs in, in a browser of their own.
 */
export async function signedInMember(
  admin: Page,
  member: Page,
  account: { email: string; password: string },
  roles: string[] = ['Member'],
) {
  const created = await call<{ adminCreateUser: { success: boolean } }>(
    admin.request,
    'admin',
    'mutation ($input: JSON!) { adminCreateUser(input: $input) { success code } }',
    { input: { email: account.email, roles, groups: [] } },
  );
  expect(created.adminCreateUser.success).toBe(true);
  const outbox = await call<{ adminMailOutboxes: { items: { text: string }[] } }>(
    admin.request,
    'admin',
    'query ($list: AdminListInput) { adminMailOutboxes(list: $list) { items { text } } }',
    { list: { q: account.email } },
  );
  const token = /\/password-reset\/([\w-]+)/.exec(outbox.adminMailOutboxes.items[0]?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  const reset = await call<{ resetPassword: { success: boolean } }>(
    member.request,
    'public',
    'mutation ($input: AccountInput!) { resetPassword(input: $input) { success code } }',
    { input: { token, password: account.password } },
  );
  expect(reset.resetPassword.success).toBe(true);
  await signIn(member, account);
}
