import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';
import { serveEmptyTiles } from './support/map-tiles';
import { signIn } from './support/sign-in';

/**
 * Every kind of page under its security headers, in a real browser: the Content-Security-Policy
 * names the nonce the page's inline scripts carry, nothing the page does is refused by it, and
 * no other site may frame the page.
 */

/** Collects the policy violations the browser reports, from before the page's first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

const PUBLIC_PAGES = ['/', '/schools', '/map', '/compare', '/login', '/register', '/no-such-page'];
const SIGNED_IN_PAGES = ['/profile', '/_admin', '/_admin/schools', '/_admin/settings', '/map/add'];

async function expectSecured(page: Page, path: string, violations: () => Promise<string[]>) {
  const response = await gotoHydrated(page, path);
  const headers = response?.headers() ?? {};
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=()');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).toContain("object-src 'none'");
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, path).toBeTruthy();
  // The state the server hands the client ran (the page hydrated) with the header's nonce.
  const html = (await response?.text()) ?? '';
  expect(html, path).toContain(`<script nonce="${nonce}">window.__APP_STATE__=`);
  expect(await violations(), path).toEqual([]);
}

test('public pages carry the security headers and run under their policy', async ({ page }) => {
  await serveEmptyTiles(page);
  const violations = await watchViolations(page);
  for (const path of PUBLIC_PAGES) await expectSecured(page, path, violations);
});

test("a member's and the administrator's pages carry them too", async ({ page }) => {
  await serveEmptyTiles(page);
  const violations = await watchViolations(page);
  await signIn(page);
  for (const path of SIGNED_IN_PAGES) await expectSecured(page, path, violations);
});

test('a script injected without the nonce does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, '/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((violation) => violation.startsWith('script-src'))).toBe(true);
});

test('a malformed Host gets 400 on pages as on the API', async ({ request }) => {
  for (const path of ['/', '/schools']) {
    const response = await request.get(path, { headers: { host: 'a b' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toEqual({ success: false, code: 'request.host.invalid' });
  }
});
