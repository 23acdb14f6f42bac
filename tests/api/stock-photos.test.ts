import type { TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import { startUnsplashFake, type UnsplashFake } from '../fakes/unsplash-fake';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const ACCESS_KEY = 'fake-access-key';

const SEARCH = adminGraphql(`query ($query: String!, $page: Int) {
  adminUnsplashSearch(query: $query, page: $page) {
    total totalPages page
    results { unsplashId description thumbUrl photographerName photographerUrl pageUrl savedId }
  }
}`);
const CREATE = adminGraphql(`mutation ($input: JSON!) {
  adminCreateUnsplashPhoto(input: $input) {
    success code fieldErrors { field code }
    item { _id unsplashId photographerName photographerUrl pageUrl uses countryCode active downloadTrackedAt }
  }
}`);
const UPDATE = adminGraphql(`mutation ($id: ID!, $version: Int!, $input: JSON!) {
  adminUpdateUnsplashPhoto(id: $id, version: $version, input: $input) { success code item { version active uses } }
}`);
const STOCK = graphql(`query ($use: String!, $countryCode: String, $key: String) {
  stockPhoto(use: $use, countryCode: $countryCode, key: $key) {
    imageUrl(width: 800) alt photographerName photographerUrl unsplashUrl
  }
}`);

describe.each(EMBEDDED_ONLY)('stock photos on %s', (engine) => {
  let api: TestApp;
  let fake: UnsplashFake;
  let admin: string;
  beforeAll(async () => {
    fake = await startUnsplashFake({ accessKey: ACCESS_KEY });
    api = await startTestApp(engine, {
      ENABLE_UNSPLASH: 'true',
      UNSPLASH_ACCESS_KEY: ACCESS_KEY,
      UNSPLASH_API_URL: fake.url,
      WEBSITE_NAME: 'Schools Abroad',
    });
    admin = await signedInWith(api, ['UnsplashPhoto', 'Unsplash:list']);
  });
  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  const call = <R, V>(document: TypedDocumentNode<R, V>, variables: V, cookie = admin) =>
    api.admin(cookie, document, variables);
  const errorCode = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
    answer.errors?.[0]?.extensions?.code;

  it('searches the service with the access key, page by page', async () => {
    const first = (await call(SEARCH, { query: 'harbour' })).data!.adminUnsplashSearch;
    expect(first).toMatchObject({ total: 30, totalPages: 2, page: 1 });
    expect(first.results).toHaveLength(24);
    expect(first.results[0]).toMatchObject({
      photographerName: 'Ada Harbour',
      photographerUrl: 'https://unsplash.com/@harbour_shots',
      savedId: null,
    });
    const second = (await call(SEARCH, { query: 'harbour', page: 2 })).data!.adminUnsplashSearch;
    expect(second.results).toHaveLength(6);
    expect(fake.requests).toContain('/search/photos?query=harbour&page=2&per_page=24');
  });

  it('saves a photo once, telling the service it is used, and credits it on the pages it may serve', async () => {
    const found = (await call(SEARCH, { query: 'library' })).data!.adminUnsplashSearch.results[0]!;
    const saved = (
      await call(CREATE, { input: { photo: found.pageUrl, uses: ['country', 'school'], countryCode: 'sg' } })
    ).data!.adminCreateUnsplashPhoto;
    expect(saved).toMatchObject({
      success: true,
      item: { unsplashId: found.unsplashId, uses: ['country', 'school'], countryCode: 'SG', active: true },
    });
    expect(fake.downloads).toContain(found.unsplashId);

    // The search marks it saved; saving it again is refused before the service is asked.
    const again = (await call(SEARCH, { query: 'library' })).data!.adminUnsplashSearch.results[0]!;
    expect(again.savedId).toBe(saved.item!._id);
    const downloads = fake.downloads.length;
    const twice = (await call(CREATE, { input: { photo: found.unsplashId, uses: ['home'] } })).data!
      .adminCreateUnsplashPhoto;
    expect(twice.fieldErrors).toEqual([{ field: 'photo', code: 'unsplash.photo.saved' }]);
    expect(fake.downloads).toHaveLength(downloads);

    // Singapore's country page gets it, credited with referral links; a home page does not.
    const stock = (await api.graphql(STOCK, { variables: { use: 'country', countryCode: 'SG', key: '/sg' } }))
      .data!.stockPhoto;
    expect(stock).toMatchObject({
      photographerName: 'Ada Library',
      photographerUrl: 'https://unsplash.com/@library_shots?utm_source=schools_abroad&utm_medium=referral',
      unsplashUrl: 'https://unsplash.com/?utm_source=schools_abroad&utm_medium=referral',
    });
    expect(stock?.imageUrl).toMatch(new RegExp(`^${fake.url}/images/${found.unsplashId}\\?.*w=800`));
    expect(
      (await api.graphql(STOCK, { variables: { use: 'country', countryCode: 'FR' } })).data!.stockPhoto,
    ).toBeNull();
    expect((await api.graphql(STOCK, { variables: { use: 'home' } })).data!.stockPhoto).toBeNull();

    // Hidden, it is shown nowhere.
    const hidden = (
      await call(UPDATE, {
        id: saved.item!._id,
        version: 1,
        input: { uses: ['country', 'school'], countryCode: 'SG', alt: '', active: false },
      })
    ).data!.adminUpdateUnsplashPhoto;
    expect(hidden).toMatchObject({ success: true, item: { version: 2, active: false } });
    expect(
      (await api.graphql(STOCK, { variables: { use: 'country', countryCode: 'SG' } })).data!.stockPhoto,
    ).toBeNull();
  });

  it('says what went wrong: an unknown photo, a bad address, a wrong key, a spent allowance', async () => {
    const unknown = (await call(CREATE, { input: { photo: 'zzzzzzzzzzz', uses: ['home'] } })).data!
      .adminCreateUnsplashPhoto;
    expect(unknown.fieldErrors).toEqual([{ field: 'photo', code: 'unsplash.not.found' }]);
    const invalid = (await call(CREATE, { input: { photo: 'https://example.com/photo', uses: [] } })).data!
      .adminCreateUnsplashPhoto;
    expect(invalid.fieldErrors).toEqual([
      { field: 'photo', code: 'unsplash.photo.invalid' },
      { field: 'uses', code: 'photo.uses.required' },
    ]);

    fake.setRateLimited(true);
    try {
      expect(errorCode(await call(SEARCH, { query: 'city' }))).toBe('unsplash.rate.limited');
      const limited = (await call(CREATE, { input: { photo: 'city00xxxxx', uses: ['home'] } })).data!
        .adminCreateUnsplashPhoto;
      expect(limited).toMatchObject({ success: false, code: 'unsplash.rate.limited' });
    } finally {
      fake.setRateLimited(false);
    }

    await api.app.settings.set('UNSPLASH_ACCESS_KEY', 'a-wrong-key');
    try {
      expect(errorCode(await call(SEARCH, { query: 'city' }))).toBe('unsplash.key.invalid');
    } finally {
      await api.app.settings.set('UNSPLASH_ACCESS_KEY', ACCESS_KEY);
    }
  });

  it('keeps the search and the saved photos to those who hold their permissions', async () => {
    const saver = await signedInWith(api, ['UnsplashPhoto:list']);
    expect(errorCode(await call(SEARCH, { query: 'city' }, saver))).toBe('user.not.authorized');
    expect(errorCode(await call(CREATE, { input: { photo: 'city01xxxxx', uses: ['home'] } }, saver))).toBe(
      'user.not.authorized',
    );
    const member = await signedInWith(api, ['Place:create']);
    expect(errorCode(await call(SEARCH, { query: 'city' }, member))).toBe('user.not.authorized');
  });
});
