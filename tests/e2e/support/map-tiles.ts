import { expect, type Page } from '@playwright/test';

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

/**
 * The map page's map is a picture until the visitor points at it (`still-first-map.tsx`):
 * pointed at, it becomes Leaflet's map, which moves and whose markers open cards.
 */
export async function wakeMap(page: Page): Promise<void> {
  await page.getByTestId('markers-map').hover();
  await expect(page.locator('.leaflet-container')).toBeVisible();
}
