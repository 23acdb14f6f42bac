import http from 'node:http';
import zlib from 'node:zlib';
import { type APIRequestContext, expect, request as newRequest, test } from '@playwright/test';
import { schoolInput } from '../factories/school-input';
import { type OwnSite, startOwnSite } from './support/own-site';
import { E2E_ADMIN } from './support/server-process';

/**
 * Pages kept for anonymous visitors (src/core/server/render/page-cache.ts), seen as an HTTP
 * client sees them: served again with `x-cache: hit` until something they show changes, then
 * rendered anew on the very next request.
 */

const unique = Date.now().toString(36);

// A server of its own, with the cache on as `npm start` has it (the suite's shared server runs
// without it: see global-setup.ts).
let site: OwnSite;
let anonymousClient: APIRequestContext;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startOwnSite('schools-e2e-cache-', { PAGE_CACHE_MB: '64' }, { asUserStartsIt: true });
  anonymousClient = await newRequest.newContext({ baseURL: site.url });
});
test.afterAll(async () => {
  await anonymousClient?.dispose();
  await site?.stop();
});

async function page(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return {
    response,
    status: response.status(),
    cache: response.headers()['x-cache'],
    html: await response.text(),
  };
}

/** Requests a page until it is served from the cache: the first request may render it. */
async function warm(request: APIRequestContext, path: string) {
  await page(request, path);
  const second = await page(request, path);
  expect(second.cache, `${path} is kept`).toBe('hit');
  return second;
}

/** A GraphQL call with `request`'s cookies, as the site's own pages make it. */
async function call<T>(
  request: APIRequestContext,
  endpoint: 'public' | 'admin',
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(endpoint === 'admin' ? '/api/admin/graphql' : '/api/graphql', {
    headers: { origin: site.url },
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A client of its own (its own cookies), signed in as the administrator. */
async function administrator(): Promise<APIRequestContext> {
  const admin = await newRequest.newContext({ baseURL: site.url });
  const login = await call<{ login: { success: boolean } }>(
    admin,
    'public',
    'mutation ($input: AccountInput!) { login(input: $input) { success code } }',
    { input: E2E_ADMIN },
  );
  expect(login.login.success).toBe(true);
  return admin;
}

test('an anonymous page is kept, revalidated with 304, and kept apart per language and visitor', async () => {
  const request = anonymousClient;
  const first = await warm(request, '/schools');
  const headers = first.response.headers();
  expect(headers['cache-control']).toBe('public, no-cache');
  expect(headers.vary).toContain('cookie');
  expect(headers.etag).toMatch(/^W\/"/);
  expect(headers['last-modified']).toBeTruthy();

  // A client holding this version is told so without the page.
  const revalidated = await page(request, '/schools', { 'if-none-match': headers.etag! });
  expect(revalidated.status).toBe(304);
  expect(revalidated.html).toBe('');
  const since = await page(request, '/schools', { 'if-modified-since': headers['last-modified']! });
  expect(since.status).toBe(304);
  expect((await page(request, '/schools', { 'if-none-match': 'W/"other"' })).status).toBe(200);

  // Each language has its own page, from Accept-Language or the remembered choice alike.
  const french = await page(request, '/schools', { 'accept-language': 'fr' });
  expect(french.html).toContain('<html lang="fr"');
  expect((await page(request, '/schools', { 'accept-language': 'fr' })).cache).toBe('hit');
  const remembered = await page(request, '/schools', { cookie: 'lang=de' });
  expect(remembered.html).toContain('<html lang="de"');
  expect((await page(request, '/schools')).html).toContain('<html lang="en"');

  // So has each query string (a filter). (A currency would be remembered for this client, and
  // its next pages sent to their address in it: decision 103.)
  const boarding = await page(request, '/schools?sort=-rating&boarding=true');
  expect(boarding.cache).toBe('miss');
  expect((await page(request, '/schools?sort=-rating&boarding=true')).cache).toBe('hit');

  // A `?lang=` address is kept too (what crawlers of each language read, decision 082); the
  // response that remembers the choice in a cookie is private, the next ones (cookie sent) not.
  const chosen = await page(request, '/schools?lang=es');
  expect(chosen.html).toContain('<html lang="es"');
  expect(chosen.response.headers()['set-cookie']).toContain('lang=es');
  expect(chosen.response.headers()['cache-control']).toBe('private, no-cache');
  const again = await page(request, '/schools?lang=es');
  expect(again.cache).toBe('hit');
  expect(again.html).toContain('<html lang="es"');
  expect(again.response.headers()['set-cookie']).toBeUndefined();
  expect(again.response.headers()['cache-control']).toBe('public, no-cache');
});

/** The nonce a policy names. */
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** A page's raw answer, as the server sent it, undecoded: its headers and bytes. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${site.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('a kept page goes out with a nonce of its own in every response, named by its policy', async () => {
  const path = '/schools?sort=name';
  await warm(anonymousClient, path);
  const nonces = new Set<string>();
  /** The nonce of an answer: its policy's, which every inline script of its page carries. */
  const expectOwnNonce = (policy: string | undefined, html: string) => {
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(html).toContain(`<script nonce="${nonce}">window.__APP_STATE__=`);
    expect(html.match(/nonce="([^"]+)"/g)?.every((attribute) => attribute === `nonce="${nonce}"`)).toBe(true);
    expect(nonces.has(nonce!), 'a nonce seen before').toBe(false);
    nonces.add(nonce!);
  };
  for (let i = 0; i < 2; i++) {
    const hit = await page(anonymousClient, path, { 'accept-encoding': 'identity' });
    expect(hit.cache).toBe('hit');
    expectOwnNonce(hit.response.headers()['content-security-policy'], hit.html);
  }
  // The kept gzip copy (sent whole, with its length, once it is made) gets a new nonce too; a
  // client that also takes brotli gets it as well. gunzip checks its CRC and length.
  await expect
    .poll(async () => (await rawGet(path, { 'accept-encoding': 'gzip' })).headers['content-length'])
    .toBeDefined();
  for (const encodings of ['gzip', 'gzip, deflate, br']) {
    const kept = await rawGet(path, { 'accept-encoding': encodings });
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(Number(kept.headers['content-length'])).toBe(kept.body.length);
    expectOwnNonce(String(kept.headers['content-security-policy']), zlib.gunzipSync(kept.body).toString());
  }
  // A client holding the page is told so without a policy: it keeps its copy's.
  const etag = (await page(anonymousClient, path)).response.headers().etag!;
  const revalidated = await page(anonymousClient, path, { 'if-none-match': etag });
  expect(revalidated.status).toBe(304);
  expect(revalidated.response.headers()['content-security-policy']).toBeUndefined();
});

test('a page’s policy names only the outside origins the settings use, kept pages included', async () => {
  const admin = await administrator();
  const save = async (section: string, values: Record<string, unknown>) => {
    const saved = await call<{ updateSettings: { success: boolean; code: string | null } }>(
      admin,
      'admin',
      'mutation ($section: String!, $values: JSON!) { updateSettings(section: $section, values: $values) { success code } }',
      { section, values },
    );
    expect(saved.updateSettings).toEqual({ success: true, code: null });
  };
  const keptPolicy = async () =>
    (await warm(anonymousClient, '/schools')).response.headers()['content-security-policy'];
  const OUTSIDE = /google|gstatic|hcaptcha|cloudflare|ipinfo|cloudinary/;
  try {
    const plain = await keptPolicy();
    expect(plain).not.toMatch(OUTSIDE);
    expect(plain).toContain("frame-src 'none'");

    await save('User', {
      CAPTCHA_PROVIDER: 'hcaptcha',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET_KEY: 'secret',
    });
    await save('Place', {
      ENABLE_PLACE: true,
      IPINFO_API_KEY: 'ipinfo-key',
      CLOUDINARY_CLOUD_NAME: 'schools',
      CLOUDINARY_API_KEY: 'key',
      CLOUDINARY_API_SECRET: 'secret',
    });
    const configured = await keptPolicy();
    expect(configured).toMatch(/script-src [^;]*https:\/\/js\.hcaptcha\.com/);
    expect(configured).toContain('frame-src https://*.hcaptcha.com;');
    expect(configured).toMatch(/connect-src [^;]*https:\/\/ipinfo\.io/);
    expect(configured).toMatch(/connect-src [^;]*https:\/\/api\.cloudinary\.com/);
    expect(configured).not.toMatch(/google|gstatic|cloudflare/);
  } finally {
    await save('User', { CAPTCHA_PROVIDER: 'altcha' });
    await save('Place', {
      ENABLE_PLACE: false,
      IPINFO_API_KEY: null,
      CLOUDINARY_CLOUD_NAME: null,
      CLOUDINARY_API_KEY: null,
      CLOUDINARY_API_SECRET: null,
    });
    await admin.dispose();
  }
  expect(await keptPolicy()).not.toMatch(OUTSIDE);
});

test('a signed-in visitor gets a page of their own, never one kept for others', async () => {
  const request = anonymousClient;
  await warm(request, '/');
  const admin = await administrator();
  try {
    const signedIn = await page(admin, '/');
    expect(signedIn.cache).toBeUndefined();
    expect(signedIn.response.headers()['cache-control']).toBe('private, no-cache');
    expect(signedIn.response.headers().etag).toBeUndefined();
    expect(signedIn.html).toContain(E2E_ADMIN.email);
    // What the signed-in visitor saw was not kept for anyone.
    const anonymous = await page(request, '/');
    expect(anonymous.cache).toBe('hit');
    expect(anonymous.html).not.toContain(E2E_ADMIN.email);
  } finally {
    await admin.dispose();
  }
});

test('a school edit, a rating approval and a settings change show at once to anonymous visitors', async () => {
  const request = anonymousClient;
  const admin = await administrator();
  try {
    const name = `Ribeira Cache School ${unique}`;
    await warm(request, '/schools/portugal');
    const created = await call<{
      adminCreateSchool: { success: boolean; item: { _id: string; version: number } };
    }>(
      admin,
      'admin',
      'mutation ($input: JSON!) { adminCreateSchool(input: $input) { success code fieldErrors { field code } item { _id version } } }',
      { input: schoolInput({ name: name }) },
    );
    expect(created.adminCreateSchool.success).toBe(true);
    const school = created.adminCreateSchool.item;
    const list = await page(request, '/schools/portugal');
    expect(list.cache).toBe('miss');
    expect(list.html).toContain(name);

    // The school's page, then the school renamed.
    const schoolPath = `/schools/portugal/${school._id}`;
    await warm(request, schoolPath);
    const renamed = `${name} Renamed`;
    const updated = await call<{ adminUpdateSchool: { success: boolean } }>(
      admin,
      'admin',
      'mutation ($id: ID!, $version: Int!, $input: JSON!) { adminUpdateSchool(id: $id, version: $version, input: $input) { success code } }',
      { id: school._id, version: school.version, input: schoolInput({ name: renamed }) },
    );
    expect(updated.adminUpdateSchool.success).toBe(true);
    expect((await page(request, schoolPath)).html).toContain(renamed);
    expect((await page(request, '/schools/portugal')).html).toContain(renamed);

    // A rating waits for a moderator; once approved, the ratings tab shows it.
    const comment = `Kind teachers and a garden by the river (${unique}).`;
    const rated = await call<{ rateSchool: { success: boolean; item: { _id: string } } }>(
      admin,
      'public',
      'mutation ($schoolId: ID!, $input: RatingInput!) { rateSchool(schoolId: $schoolId, input: $input) { success code item { _id } } }',
      { schoolId: school._id, input: { overall: 5, comment } },
    );
    expect(rated.rateSchool.success).toBe(true);
    const ratingsPath = `${schoolPath}/ratings`;
    expect((await warm(request, ratingsPath)).html).not.toContain(comment);
    const approved = await call<{ adminSchoolRatingsBulk: { success: boolean } }>(
      admin,
      'admin',
      'mutation ($ids: [ID!]!) { adminSchoolRatingsBulk(action: "approve", ids: $ids) { success code } }',
      { ids: [rated.rateSchool.item._id] },
    );
    expect(approved.adminSchoolRatingsBulk.success).toBe(true);
    expect((await page(request, ratingsPath)).html).toContain(comment);

    // A settings change shows on every page, here the footer.
    const footer = `Kept fresh ${unique}`;
    await warm(request, '/');
    const saveFooter = (value: string) =>
      call<{ updateSettings: { success: boolean } }>(
        admin,
        'admin',
        'mutation ($values: JSON!) { updateSettings(section: "General", values: $values) { success code } }',
        { values: { WEBSITE_FOOTER: value } },
      );
    expect((await saveFooter(footer)).updateSettings.success).toBe(true);
    try {
      expect((await page(request, '/')).html).toContain(footer);
    } finally {
      await saveFooter('');
    }
    expect((await page(request, '/')).html).not.toContain(footer);
  } finally {
    await admin.dispose();
  }
});
