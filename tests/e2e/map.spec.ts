import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';
import { serveEmptyTiles, wakeMap } from './support/map-tiles';
import { signIn } from './support/sign-in';

/** Switches the map as home page (MAP_HOME) in the Place section of the settings, and waits until it is saved. */
async function switchMapHome(page: Page, on: boolean) {
  await gotoHydrated(page, '/_admin/settings/place');
  const toggle = page
    .getByRole('group', { name: 'Place' })
    .getByRole('switch', { name: 'Map as home page', exact: true });
  await (on ? toggle.check() : toggle.uncheck());
  await page.getByRole('button', { name: 'Save Place' }).click();
  await expect(page.getByText('Saved. The change is in effect now.')).toBeVisible();
}

interface PositionedSchool {
  _id: string;
  name: string;
  countrySlug: string;
  latitude: number | null;
  longitude: number | null;
}

/** A listed school of the demo data with a position, as the API gives it. */
async function positionedSchool(
  page: Page,
): Promise<PositionedSchool & { latitude: number; longitude: number }> {
  const { schools } = await publicQuery<{ schools: { items: { _id: string }[] } }>(
    page.request,
    '{ schools(limit: 20, filter: { country: "SG" }) { items { _id } } }',
  );
  for (const { _id } of schools.items) {
    const { school } = await publicQuery<{ school: PositionedSchool }>(
      page.request,
      `{ school(id: "${_id}") { _id name countrySlug latitude longitude } }`,
    );
    if (school.latitude !== null && school.longitude !== null) {
      return { ...school, latitude: school.latitude, longitude: school.longitude };
    }
  }
  throw new Error('no Singapore school of the demo data has a position');
}

const inView = (page: Page) => page.getByTestId('markers-map-count');

/** Singapore's centre, as the geolocation service answers for this visitor. */
const VISITOR_LOC = '1.2897,103.8501';

/**
 * The IP geolocation service (ipinfo.io), faked as it documents itself: `GET /json?token=…`
 * answers the visitor's `loc`. Returns the tokens it was asked with.
 */
async function fakeGeolocation(page: Page): Promise<string[]> {
  const tokens: string[] = [];
  await page.route(/^https:\/\/ipinfo\.io\/json/, (route) => {
    tokens.push(new URL(route.request().url()).searchParams.get('token') ?? '');
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ ip: '203.0.113.7', city: 'Singapore', country: 'SG', loc: VISITOR_LOC }),
    });
  });
  return tokens;
}
// The schools' clusters: the places' have a class of their own besides.
const clusters = (page: Page) => page.locator('.markers-map-cluster:not(.markers-map-cluster-dot)');

test.describe('the map', () => {
  test.beforeEach(async ({ page }) => serveEmptyTiles(page));

  test('without a position in its address, the map opens where the visitor is, asked once an hour', async ({
    page,
  }) => {
    const tokens = await fakeGeolocation(page);
    await gotoHydrated(page, '/map');
    await expect(page).toHaveURL(/\/map@1\.2897,103\.8501,10z$/);
    await expect(inView(page)).toHaveText(/Schools in view: [1-9]/);
    expect(tokens).toEqual(['e2e-ipinfo-token']);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('ipinfo') ?? 'null'));
    expect(kept.location).toEqual({ lat: 1.2897, lng: 103.8501 });

    // Within the hour, the kept position is used: the service is not asked again.
    await gotoHydrated(page, '/map');
    await expect(page).toHaveURL(/\/map@1\.2897,103\.8501,10z$/);
    expect(tokens).toHaveLength(1);
  });

  test('the menu leads to the map; a cluster zooms in, and the address follows the map', async ({ page }) => {
    await fakeGeolocation(page);
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Map' }).click();
    await expect(page.getByRole('heading', { name: 'Map of schools and places' })).toBeVisible();
    await expect(page).toHaveURL(/\/map(@[^/]+)?$/);

    await gotoHydrated(page, '/map@1.3,103.8,11z');
    await expect(inView(page)).toHaveText(/Schools in view: [1-9]/);
    await wakeMap(page);
    const cluster = clusters(page).first();
    await expect(cluster).toHaveAttribute('title', /^Schools here: \d+\. Zoom in$/);
    // By the keyboard: a place's marker may lie over the cluster.
    await cluster.focus();
    await page.keyboard.press('Enter');
    // Two zoom levels closer, centred on the cluster; coordinates keep at most 7 decimals.
    await expect(page).toHaveURL(/\/map@1\.\d{1,7},103\.\d{1,7},13z$/);
    const shared = new URL(page.url()).pathname;

    // The address is the view: reloaded (or shared), it opens there again.
    await gotoHydrated(page, shared);
    await expect(inView(page)).toHaveText(/Schools in view: [1-9]/);
    expect(new URL(page.url()).pathname).toBe(shared);
  });

  test('with the keyboard, a school’s marker opens its card, to compare it or go to its page', async ({
    page,
  }) => {
    const school = await positionedSchool(page);
    await gotoHydrated(page, `/map@${school.latitude},${school.longitude},17z`);
    // The map moved so that the marker is 30 px from its top-left corner, under the zoom buttons'
    // corner (at zoom 17, 360° are 256 × 2¹⁷ px wide; near the equator a degree of latitude is
    // about as many pixels as one of longitude).
    const map = (await page.getByTestId('markers-map').boundingBox())!;
    const degrees = (pixels: number) => (pixels * 360) / (256 * 2 ** 17);
    await gotoHydrated(
      page,
      `/map@${(school.latitude - degrees(map.height / 2 - 30)).toFixed(7)},${(school.longitude + degrees(map.width / 2 - 30)).toFixed(7)},17z`,
    );
    // Focused, the still map becomes the map that moves, which takes the focus.
    await page.getByTestId('markers-map').focus();
    await expect(page.locator('.leaflet-container')).toBeFocused();
    const marker = page.getByRole('button', { name: school.name, exact: true });
    await marker.focus();
    await page.keyboard.press('Enter');
    const card = page.locator('.leaflet-popup-content');
    // The card puts the school on the shortlist, as its list item and its page do.
    const compare = card.getByRole('button', { name: `Compare ${school.name}` });
    await expect(compare).toBeVisible();
    // The card opens whole inside the map, once its content has come too, and clear of the zoom
    // buttons (the map pans to show it).
    const zoom = (await page.locator('.leaflet-control-zoom').boundingBox())!;
    const frame = (await page.locator('.leaflet-container').boundingBox())!;
    await expect
      .poll(async () => {
        const box = (await page.locator('.leaflet-popup-content-wrapper').boundingBox())!;
        const clearOfZoom = box.x >= zoom.x + zoom.width || box.y >= zoom.y + zoom.height;
        return clearOfZoom && box.y >= frame.y && box.x >= frame.x;
      })
      .toBe(true);
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('link', { name: 'Compare schools: 1 school on your shortlist' }),
    ).toBeVisible();
    await card.getByRole('link', { name: school.name }).click();
    await expect(page).toHaveURL(new RegExp(`/schools/${school.countrySlug}/${school._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    await expect(page.getByRole('button', { name: `Compare ${school.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('MAP_HOME makes the map the home page, for every visitor at once', async ({ page, browser }) => {
    await signIn(page);
    await switchMapHome(page, true);
    try {
      const visitor = await browser.newPage();
      await serveEmptyTiles(visitor);
      await fakeGeolocation(visitor);
      const response = await gotoHydrated(visitor, '/');
      // The server sends the map as the page, not the schools' home for the browser to replace.
      const html = (await response?.text()) ?? '';
      expect(/<h1[^>]*>Map of schools and places</.test(html), 'the server’s page is the map').toBe(true);
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'Map of schools and places' }),
      ).toBeVisible();
      await expect(inView(visitor)).toHaveText(/Schools in view: [1-9]/);
      await visitor.close();
    } finally {
      await switchMapHome(page, false);
    }
    const visitor = await browser.newPage();
    await gotoHydrated(visitor, '/');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Map of schools and places' })).toHaveCount(
      0,
    );
    await visitor.close();
  });

  test('a country’s list shows on the map with its filters, and the whole map is a link away', async ({
    page,
  }) => {
    await gotoHydrated(page, '/schools/singapore');
    await page.getByRole('link', { name: 'Show on map' }).click();
    await expect(page).toHaveURL(/\/map(@[^/?]+)?\?country=SG$/);
    await expect(page.getByTestId('map-list-filter')).toContainText(
      'Only the schools of your list are on the map.',
    );
    // The map frames the list's schools, and the address keeps the list as the map moves.
    await expect(inView(page)).toHaveText(/Schools in view: [1-9]/);
    await expect(page).toHaveURL(/\/map@[-\d.]+,[-\d.]+,\d+z\?country=SG$/);
    const listed = Number((await inView(page).textContent())?.replace(/\D/g, ''));

    await page.getByRole('link', { name: 'Show every school' }).click();
    await expect(page).toHaveURL(/\/map@[-\d.]+,[-\d.]+,\d+z$/);
    await expect(page.getByTestId('map-list-filter')).toHaveCount(0);
    // Singapore's neighbours come back (Johor Bahru is across the strait).
    await expect
      .poll(async () => Number((await inView(page).textContent())?.replace(/\D/g, '')))
      .toBeGreaterThan(listed);
  });

  test('the whole world: every marker the map was sent is drawn, a step at a time', async ({ page }) => {
    await gotoHydrated(page, '/map@20,10,2z');
    // The still map's markers came with the page; the map that moves asks for its screen's.
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/graphql') &&
        response.request().postData()?.includes('mapMarkers') === true,
    );
    await wakeMap(page);
    const { data } = (await (await answered).json()) as { data: { mapMarkers: unknown[] } };
    // More than one step's worth (use-shown-gradually.ts draws the first markers 20 at a time).
    expect(data.mapMarkers.length).toBeGreaterThan(20);
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(data.mapMarkers.length);
    // The controls come in steps after the map itself (map-in-steps.tsx): they come all the same.
    await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'OpenStreetMap', exact: true })).toBeVisible();
  });

  test('has no serious axe-core violation, still or moving', async ({ page }) => {
    await gotoHydrated(page, '/map@1.3,103.8,11z');
    await expect(inView(page)).toHaveText(/Schools in view/);
    expect(await seriousViolations(page)).toEqual([]);
    await wakeMap(page);
    await expect(clusters(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the map’s first view comes with the page, tiles and markers, without scripts', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await serveEmptyTiles(page);
    await page.goto('/map@1.3,103.8,11z');
    const map = page.getByRole('region', { name: 'Map of schools and places' });
    // Singapore's tile at zoom 11 (x 1614, y 1016), as OpenStreetMap numbers them.
    await expect(map.locator('img[src="https://tile.openstreetmap.org/11/1614/1016.png"]')).toBeVisible();
    await expect(map.locator('.markers-map-cluster').first()).toBeVisible();
    await expect(map.getByRole('link', { name: 'OpenStreetMap', exact: true })).toBeVisible();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    await context.close();
  });

  test('a list’s map comes with its schools alone, without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await serveEmptyTiles(page);
    // The schools the still map draws: each pin one (its shadow is the wider picture), each cluster its count.
    const drawn = async (path: string) => {
      await page.goto(path);
      const map = page.getByRole('region', { name: 'Map of schools and places' });
      const clusters = await map.locator('.markers-map-cluster').allTextContents();
      const pins = await map.locator('img.still-map-marker[width="25"]').count();
      return clusters.reduce((sum, count) => sum + Number(count), pins);
    };
    // Singapore and, across the strait, Johor Bahru: the list of Singapore's schools keeps the first.
    const everySchool = await drawn('/map@1.4,103.8,11z');
    const singapore = await drawn('/map@1.4,103.8,11z?country=SG');
    await expect(page.getByTestId('map-list-filter')).toContainText(
      'Only the schools of your list are on the map.',
    );
    expect(singapore).toBeGreaterThan(0);
    expect(singapore).toBeLessThan(everySchool);
    await context.close();
  });

  test('Leaflet loads only for a visitor who touches the map, where the still map was', async ({ page }) => {
    await gotoHydrated(page, '/map@1.3,103.8,11z');
    await expect(inView(page)).toHaveText(/Schools in view: [1-9]/);
    const counted = await inView(page).textContent();
    // Leaflet, once evaluated, is the page's global `L`: a page only looked at never runs it.
    expect(await page.evaluate(() => 'L' in window)).toBe(false);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    await page.getByTestId('markers-map').hover();
    await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => 'L' in window)).toBe(true);
    // The same view: the same schools in it, at the same address.
    await expect(inView(page)).toHaveText(counted ?? '');
    expect(new URL(page.url()).pathname).toBe('/map@1.3,103.8,11z');
  });

  test('an address that is not a map position answers the not-found page', async ({ page }) => {
    for (const path of ['/map@91,0,3z', '/map@1.3,103.8', '/mapping']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Ooops!! Page not found !' })).toBeVisible();
      await expect(page).toHaveTitle(/^Ooops!! Page not found ! \| /);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    }
  });
});
