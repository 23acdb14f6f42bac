import type { VariablesOf } from 'gql.tada';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { buildSchool } from './support/school-factory';
import { startTestApp, startTestSite, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const MARKERS = graphql(`query ($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {
  mapMarkers(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {
    kind id name latitude longitude count
  }
}`);

type Viewport = VariablesOf<typeof MARKERS>;

const LIST_MARKERS =
  graphql(`query ($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!, $filter: SchoolFilter) {
  mapMarkers(south: $south, west: $west, north: $north, east: $east, zoom: $zoom, filter: $filter) { kind name count }
}`);
type SchoolFilter = NonNullable<VariablesOf<typeof LIST_MARKERS>['filter']>;

/** France and its neighbours at country zoom; Lyon's streets at street zoom. */
const FRANCE: Viewport = { south: 41, west: -5, north: 51.5, east: 9.5, zoom: 5 };
const LYON_STREETS: Viewport = { south: 45.755, west: 4.82, north: 45.77, east: 4.85, zoom: 17 };
const LYON = { latitude: 45.76, longitude: 4.835 };

describe.each(ENGINES)('the map on %s', (engine) => {
  let api: TestApp;
  const names: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApp(engine, { ENABLE_PLACE: 'true' });
    const db = api.database.db;
    // Three listed schools a few hundred metres apart in Lyon, one in Paris.
    for (const [key, offset] of [
      ['lyon1', 0],
      ['lyon2', 0.002],
      ['lyon3', 0.004],
    ] as const) {
      const school = await buildSchool(db, {
        latitude: LYON.latitude + offset,
        longitude: LYON.longitude + offset,
      });
      names[key] = school.name;
    }
    names.paris = (await buildSchool(db, { city: 'Paris', latitude: 48.8566, longitude: 2.3522 })).name;
    // Never on the map: a draft (unlisted) in Lyon, and a listed one without a position.
    await buildSchool(db, { latitude: LYON.latitude, longitude: LYON.longitude, status: 'draft' });
    await buildSchool(db, { latitude: null, longitude: null });
  });
  afterAll(() => api.close());

  const markers = async (viewport: Viewport) => {
    const answer = await api.graphql(MARKERS, { variables: viewport });
    expect(answer.errors).toBeUndefined();
    return answer.data!.mapMarkers;
  };
  const errorCode = async (viewport: Viewport) =>
    (await api.graphql(MARKERS, { variables: viewport })).errors?.[0]?.extensions?.code;

  it('groups the schools that would overlap at country zoom, and names a school alone', async () => {
    const found = await markers(FRANCE);
    const lyon = found.find((marker) => Math.abs(marker.latitude - LYON.latitude) < 0.1);
    expect(lyon).toMatchObject({ kind: 'school', count: 3, id: null, name: null });
    const paris = found.find((marker) => marker.name === names.paris);
    expect(paris).toMatchObject({ kind: 'school', count: 1, latitude: 48.8566, longitude: 2.3522 });
    expect(paris?.id).toBeTruthy();
    // Listed schools with a position only: 3 in Lyon and 1 in Paris.
    expect(found.reduce((sum, marker) => sum + marker.count, 0)).toBe(4);
  });

  it('shows each school on its own at street zoom, and only what is in view', async () => {
    const found = await markers(LYON_STREETS);
    expect(found.map((marker) => marker.name).sort()).toEqual([names.lyon1, names.lyon2, names.lyon3].sort());
    expect(found.every((marker) => marker.count === 1 && marker.id)).toBe(true);
    const elsewhere = await markers({ south: 40, west: -4, north: 41, east: -3, zoom: 9 });
    expect(elsewhere).toEqual([]);
  });

  it('shows a new school on the street map at once, and in a country view once read again', async () => {
    const parisStreets: Viewport = { south: 48.85, west: 2.34, north: 48.865, east: 2.36, zoom: 16 };
    const parisOf = async () =>
      (await markers(FRANCE)).find((marker) => Math.abs(marker.latitude - 48.8566) < 0.1);
    expect(await parisOf()).toMatchObject({ count: 1 });
    expect(await markers(parisStreets)).toHaveLength(1);
    const added = await buildSchool(api.database.db, { city: 'Paris', latitude: 48.857, longitude: 2.353 });
    // Written here rather than by a request (which waits for it): until this process hears of it.
    await api.database.changes.sync();
    // Street tiles are read again on the next request; their answer before was kept.
    expect((await markers(parisStreets)).map((marker) => marker.name)).toContain(added.name);
    // A country's tiles (the slow query) show their kept answer while read again in the background.
    expect(await parisOf()).toMatchObject({ count: 1 });
    await expect.poll(async () => (await parisOf())?.count).toBe(2);
  });

  it('maps a list of schools by its filters and words, apart from the whole map', async () => {
    const db = api.database.db;
    const british = await buildSchool(
      db,
      { name: 'Rhône Valley British School', latitude: LYON.latitude + 0.006, longitude: LYON.longitude },
      { curriculums: ['a-levels'] },
    );
    await api.database.changes.sync();
    const listOf = async (filter: SchoolFilter, viewport: Viewport = LYON_STREETS) => {
      const answer = await api.graphql(LIST_MARKERS, { variables: { ...viewport, filter } });
      expect(answer.errors).toBeUndefined();
      return answer.data!.mapMarkers.filter((marker) => marker.kind === 'school');
    };
    expect((await listOf({ country: 'FR', curriculums: ['a-levels'] })).map((marker) => marker.name)).toEqual(
      [british.name],
    );
    expect((await listOf({ q: 'rhone valley' })).map((marker) => marker.name)).toEqual([british.name]);
    expect(await listOf({ country: 'FR', curriculums: ['a-levels'], q: 'nowhere' })).toEqual([]);
    // At country zoom, the list's schools are grouped by themselves: the other Lyon schools are not in the count.
    const grouped = await listOf({ curriculums: ['ib-dp'] }, FRANCE);
    expect(grouped.reduce((sum, marker) => sum + marker.count, 0)).toBe(5);
    // The whole map, asked after the lists, still shows every school.
    expect((await markers(LYON_STREETS)).map((marker) => marker.name)).toContain(british.name);
    expect((await markers(LYON_STREETS)).length).toBe(4);

    const refused = async (filter: SchoolFilter) =>
      (await api.graphql(LIST_MARKERS, { variables: { ...LYON_STREETS, filter } })).errors?.[0]?.extensions
        ?.code;
    expect(await refused({ curriculums: ['no-such-curriculum'] })).toBe('curriculum.invalid');
    expect(await refused({ country: 'XX' })).toBe('country.invalid');
    expect(await refused({ q: 'a'.repeat(2500) })).toBe('q.too.long');
  });

  it('keeps a crowded street grouped until the last zoom, so an answer stays a screenful', async () => {
    // 210 schools within about 200 m of Marseille's old port; a name, a country and a city list
    // a school, so none needs a fee or a curriculum here.
    const port = { latitude: 43.295, longitude: 5.37 };
    for (let index = 0; index < 210; index++) {
      await buildSchool(
        api.database.db,
        {
          city: 'Marseille',
          latitude: port.latitude + (index % 15) * 0.0001,
          longitude: port.longitude + Math.floor(index / 15) * 0.0001,
          avg_fees_usd_cents: null,
        },
        { curriculums: [] },
      );
    }
    const around = { south: 43.29, west: 5.36, north: 43.3, east: 5.38 };
    const street = await markers({ ...around, zoom: 16 });
    expect(street.some((marker) => marker.count > 1)).toBe(true);
    expect(street.reduce((sum, marker) => sum + marker.count, 0)).toBe(210);
    const closest = await markers({ south: 43.2948, west: 5.3698, north: 43.2968, east: 5.3718, zoom: 19 });
    expect(closest.length).toBeGreaterThan(100);
    expect(closest.every((marker) => marker.count === 1)).toBe(true);
  });

  it('refuses a viewport off the map, upside down, or wider than a screen at that zoom', async () => {
    expect(await errorCode({ ...FRANCE, north: 95 })).toBe('map.viewport.invalid');
    expect(await errorCode({ ...FRANCE, south: 52, north: 51 })).toBe('map.viewport.invalid');
    expect(await errorCode({ ...FRANCE, zoom: 25 })).toBe('map.viewport.invalid');
    expect(await errorCode({ south: -80, west: -180, north: 80, east: 180, zoom: 12 })).toBe(
      'map.viewport.too.large',
    );
  });

  it('has no schools while the directory is off, keeps them without places, and answers map.disabled with neither', async () => {
    await api.app.settings.set('ENABLE_OPENSCHOOL', false);
    try {
      expect(await markers(FRANCE)).toEqual([]);
    } finally {
      await api.app.settings.set('ENABLE_OPENSCHOOL', true);
    }
    // The map of schools does not depend on the places module (decision 102).
    await api.app.settings.set('ENABLE_PLACE', false);
    try {
      const schoolsOnly = await markers(FRANCE);
      expect(schoolsOnly.length).toBeGreaterThan(0);
      expect(new Set(schoolsOnly.map((marker) => marker.kind))).toEqual(new Set(['school']));
      await api.app.settings.set('ENABLE_OPENSCHOOL', false);
      expect(await errorCode(FRANCE)).toBe('map.disabled');
    } finally {
      await api.app.settings.set('ENABLE_OPENSCHOOL', true);
      await api.app.settings.set('ENABLE_PLACE', true);
    }
    expect((await markers(FRANCE)).length).toBeGreaterThan(0);
  });
});

describe.each(ENGINES)('the map of schools page on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    // The places module off, as it is by default: the map is the schools' (decision 102).
    api = await startTestSite(engine);
  });
  afterAll(() => api.close());

  const page = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url });
    return { status: response.statusCode, html: response.body };
  };

  it('is there without places, with the menu entry and no way to add a place', async () => {
    const map = await page('/map');
    expect(map.status).toBe(200);
    expect(map.html).toContain('data-testid="markers-map"');
    // Its texts speak of schools alone.
    expect(map.html).toMatch(/<h1[^>]*>Map of schools<\/h1>/);
    expect(map.html).toMatch(/<title>Map of schools \|/);
    expect(map.html).toMatch(/<a[^>]+href="\/map"[^>]*>Map<\/a>/);
    expect(map.html).not.toContain('href="/map/add');
    expect((await page('/map/add')).status).toBe(404);
    // The list and a position on the map keep their way to it.
    expect((await page('/schools')).html).toContain('data-testid="school-list-map"');
    expect((await page('/map@1.29,103.85,12z')).status).toBe(200);
  });

  it('offers to add a place at the position it shows while places are on', async () => {
    await api.app.settings.set('ENABLE_PLACE', true);
    try {
      // Another address than the first test's: on PostgreSQL the kept copy of that one is dropped
      // when the settings' change comes back through the change feed, a moment later.
      const map = await page('/map@1.3,103.8,12z');
      expect(map.html).toMatch(/<h1[^>]*>Map of schools and places<\/h1>/);
      expect(map.html).toMatch(/<a[^>]+href="\/map\/add@1\.3,103\.8,12z"[^>]*>(<[^>]+>)*Add a place/);
    } finally {
      await api.app.settings.set('ENABLE_PLACE', false);
    }
  });
});
