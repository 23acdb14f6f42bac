import { expect, test } from '@playwright/test';

test('hashed assets are cached for a year and sent compressed when accepted; pages are revalidated', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(page.headers()['cache-control']).toBe('public, no-cache');
  expect(page.headers()['content-encoding']).toMatch(/^(br|gzip)$/);

  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(asset.headers().vary).toMatch(/accept-encoding/i);

  // A client that accepts no compression gets the same script, uncompressed.
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toBe(await asset.text());
});
