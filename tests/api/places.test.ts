import type { TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const ADD = graphql(`mutation ($input: PlaceInput!) {
  addPlace(input: $input) {
    success code fieldErrors { field code } item { _id name category status rejectReason }
  }
}`);
const MINE = graphql('query { myPlaces { _id name status rejectReason } }');
const PLACE = graphql(`query ($id: ID!) {
  place(id: $id) { _id name category description address latitude longitude website openingNotes imageIds }
}`);
const MARKERS = graphql(`query ($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {
  mapMarkers(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) { kind id name count }
}`);
const LIST = adminGraphql(`query ($list: AdminListInput) {
  adminPlaces(list: $list) { pageInfo { count } items { _id name status authorEmail rejectReason rejectCategory moderatedByEmail } }
}`);
const BULK = adminGraphql(`mutation ($action: String!, $ids: [ID!]!, $input: JSON) {
  adminPlacesBulk(action: $action, ids: $ids, input: $input) { success code count }
}`);
const CREATE = adminGraphql(`mutation ($input: JSON!) {
  adminCreatePlace(input: $input) { success code fieldErrors { field code } item { _id status moderatedByEmail } }
}`);

/** Singapore's streets around Orchard Road: every place there is a marker of its own. */
const ORCHARD = { south: 1.29, west: 103.82, north: 1.32, east: 103.86, zoom: 16 };

const place = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tanglin Little Gym',
  category: 'activities',
  description: 'Gymnastics and dance for children from 3.',
  address: '163 Tanglin Road',
  latitude: 1.305,
  longitude: 103.835,
  website: 'https://gym.example.com',
  openingNotes: '',
  ...overrides,
});

describe.each(ENGINES)('places on %s', (engine) => {
  let api: TestApp;
  let moderator: string;
  beforeAll(async () => {
    api = await startTestApp(engine, { ENABLE_PLACE: 'true' });
    moderator = await signedInWith(api, ['Place']);
  });
  afterAll(() => api.close());

  const member = () => signedInWith(api, ['Place:create']);
  const add = async (cookie: string | null, input: Record<string, unknown>) =>
    api.graphql(ADD, { headers: cookie ? { cookie } : {}, variables: { input } });
  const admin = <R, V>(document: TypedDocumentNode<R, V>, variables: V, cookie = moderator) =>
    api.admin(cookie, document, variables);
  const markerNames = async () =>
    (await api.graphql(MARKERS, { variables: ORCHARD }))
      .data!.mapMarkers.filter((marker) => marker.kind === 'place')
      .map((marker) => marker.name);
  const published = async (id: string) => (await api.graphql(PLACE, { variables: { id } })).data!.place;

  it('refuses a visitor, and a member’s bad input with every field at fault, storing nothing', async () => {
    const visitor = await add(null, place());
    expect(visitor.errors?.[0]?.extensions?.code).toBe('user.not.authorized');

    const cookie = await member();
    const answer = (
      await add(cookie, place({ name: 'x', category: 'zoo', website: 'javascript:alert(1)', latitude: 91 }))
    ).data!.addPlace;
    expect(answer.success).toBe(false);
    expect(answer.fieldErrors).toEqual([
      { field: 'name', code: 'name.too.short' },
      { field: 'category', code: 'place.category.invalid' },
      { field: 'latitude', code: 'place.position.invalid' },
      { field: 'website', code: 'url.invalid' },
    ]);
    expect((await api.graphql(MINE, { headers: { cookie } })).data!.myPlaces).toEqual([]);
  });

  it('keeps a member’s place off the map until a moderator publishes it', async () => {
    const cookie = await member();
    const answer = (await add(cookie, place({ name: 'Orchard Swim School', category: 'sports' }))).data!
      .addPlace;
    expect(answer).toMatchObject({ success: true, item: { status: 'pending', category: 'sports' } });
    const id = answer.item!._id;
    expect(await markerNames()).not.toContain('Orchard Swim School');
    expect(await published(id)).toBeNull();
    expect((await api.graphql(MINE, { headers: { cookie } })).data!.myPlaces).toEqual([
      { _id: id, name: 'Orchard Swim School', status: 'pending', rejectReason: null },
    ]);

    const queue = (await admin(LIST, { list: { filters: [{ key: 'status', value: 'pending' }] } })).data!
      .adminPlaces;
    expect(queue.items.map((item) => item._id)).toContain(id);
    expect((await admin(BULK, { action: 'publish', ids: [id] })).data!.adminPlacesBulk.success).toBe(true);

    expect(await markerNames()).toContain('Orchard Swim School');
    expect(await published(id)).toMatchObject({
      name: 'Orchard Swim School',
      address: '163 Tanglin Road',
      website: 'https://gym.example.com',
      latitude: 1.305,
    });
  });

  it('tells the member why a place was rejected, and takes it off the map', async () => {
    const cookie = await member();
    const id = (await add(cookie, place({ name: 'Duplicate Library' }))).data!.addPlace.item!._id;
    await admin(BULK, { action: 'publish', ids: [id] });
    expect(await markerNames()).toContain('Duplicate Library');

    const noReason = (await admin(BULK, { action: 'reject', ids: [id], input: {} })).data!.adminPlacesBulk;
    expect(noReason).toMatchObject({ success: false, code: 'reason.required' });
    const noKind = (
      await admin(BULK, { action: 'reject', ids: [id], input: { reason: 'Already on the map.' } })
    ).data!.adminPlacesBulk;
    expect(noKind).toMatchObject({ success: false, code: 'reject.category.required' });
    await admin(BULK, {
      action: 'reject',
      ids: [id],
      input: { reason: 'Already on the map.', category: 'duplicate' },
    });

    expect(await markerNames()).not.toContain('Duplicate Library');
    expect((await api.graphql(MINE, { headers: { cookie } })).data!.myPlaces[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Already on the map.',
    });
  });

  it('keeps a place’s photos in order, at most four, each an image id', async () => {
    const editor = await signedInWith(api, ['Place:create', 'Place:update']);
    const ids = ['0123456789abcdef0123456789abcdef', 'places/harbour-club', 'places/harbour-club'];
    const added = (await add(editor, place({ name: 'Harbour Club', imageIds: ids }))).data!.addPlace;
    expect((await published(added.item!._id))?.imageIds).toEqual(ids.slice(0, 2));

    const five = Array.from({ length: 5 }, (_, index) => `places/photo-${index}`);
    const tooMany = (await add(editor, place({ imageIds: five }))).data!.addPlace;
    expect(tooMany.fieldErrors).toEqual([{ field: 'imageIds', code: 'place.photos.too.many' }]);
    const invalid = (await add(editor, place({ imageIds: ['../secret', 'x'.repeat(900)] }))).data!.addPlace;
    expect(invalid.fieldErrors).toEqual([
      { field: 'imageIds.0', code: 'image.invalid' },
      { field: 'imageIds.1', code: 'image.invalid' },
    ]);
  });

  it('publishes an editor’s place at once', async () => {
    const editor = await signedInWith(api, ['Place:create', 'Place:update']);
    const answer = (await add(editor, place({ name: 'British Consulate Services', category: 'consulate' })))
      .data!.addPlace;
    expect(answer.item?.status).toBe('published');
    expect(await markerNames()).toContain('British Consulate Services');
  });

  it('keeps the admin to those who hold its permissions', async () => {
    const cookie = await member();
    expect((await admin(LIST, {}, cookie)).errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    // A member holds Place:create to add places on the map, not to write them in the admin.
    const created = await admin(CREATE, { input: { ...place(), status: 'published' } }, cookie);
    expect(created.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const bulk = await admin(BULK, { action: 'publish', ids: [] }, await signedInWith(api, ['Place:list']));
    expect(bulk.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
  });

  it('lets a moderator write a place, with a reason for a rejection', async () => {
    const refused = (await admin(CREATE, { input: { ...place(), status: 'rejected', rejectReason: ' ' } }))
      .data!.adminCreatePlace;
    expect(refused.fieldErrors).toEqual([
      { field: 'rejectReason', code: 'reason.required' },
      { field: 'rejectCategory', code: 'reject.category.required' },
    ]);
    const created = (
      await admin(CREATE, { input: { ...place({ name: 'Botanic Library' }), status: 'published' } })
    ).data!.adminCreatePlace;
    expect(created).toMatchObject({ success: true, item: { status: 'published' } });
    expect(created.item?.moderatedByEmail).toMatch(/@/);
    expect(await markerNames()).toContain('Botanic Library');
  });

  it('answers map.disabled while ENABLE_PLACE is off', async () => {
    const cookie = await member();
    await api.app.settings.set('ENABLE_PLACE', false);
    try {
      expect((await add(cookie, place())).data!.addPlace).toMatchObject({
        success: false,
        code: 'map.disabled',
      });
      const query = await api.graphql(PLACE, { variables: { id: '01900000-0000-7000-8000-000000000001' } });
      expect(query.errors?.[0]?.extensions?.code).toBe('map.disabled');
    } finally {
      await api.app.settings.set('ENABLE_PLACE', true);
    }
  });
});
