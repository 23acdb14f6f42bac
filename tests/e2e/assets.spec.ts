import { expect, test } from '@playwright/test';

test('hashed assets are cached for a year and sent compressed; pages are revalidated', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-encoding']).toMatch(/^(br|gzip)$/);

  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});
