import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { gotoHydrated } from './support/hydrated';

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test.describe('installable site', () => {
  // The suite blocks service workers (playwright.config.ts); this is where the site's one is tested.
  test.use({ serviceWorkers: 'allow' });

  test('the page links a web app manifest with the name, colour and icons', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = JSON.parse(await response.text()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'International Schools',
      short_name: 'Schools',
      start_url: '/',
      theme_color: '#557777',
    });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find(
        (candidate) => candidate.sizes === `${size}x${size}` && !candidate.purpose,
      );
      expect(icon?.type).toBe('image/png');
      const image = await request.get(icon!.src);
      expect(image.ok()).toBe(true);
      const { width, height, format } = await sharp(await image.body()).metadata();
      expect({ width, height, format }).toEqual({ width: size, height: size, format: 'png' });
    }
  });

  test('a service worker from the site root registers, and pages stay server-rendered', async ({
    page,
    request,
  }) => {
    const script = await request.get('/sw.js');
    expect(script.ok()).toBe(true);
    expect(script.headers()['content-type']).toMatch(/javascript/);
    // Pages are rendered by the server: the worker never answers a navigation with a stored page.
    expect(await script.text()).not.toMatch(/NavigationRoute|createHandlerBoundToURL/);

    await gotoHydrated(page, '/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL)),
    ).toMatch(/\/sw\.js$/);

    // Under the worker's control, a reload still comes from the server with its data.
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await page.evaluate(() => typeof window.__APP_STATE__)).toBe('object');
  });
});
