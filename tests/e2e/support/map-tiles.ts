import type { Page } from '@playwright/test';

// A 1×1 transparent PNG: the map's tiles, without going to the internet.
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers OpenStreetMap's tile requests with an empty tile, as a tile server would. */
export async function serveEmptyTiles(page: Page): Promise<void> {
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE }),
  );
}
