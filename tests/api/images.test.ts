import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { AVATAR_URL_OPTIONS, type ImagePublicConfig, imageUrl } from '@/core/shared/image-url';
import { type CloudinaryFake, startCloudinaryFake } from '../fakes/cloudinary-fake';
import { sessionCookie, solveCaptcha, tokenFromMail, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const PASSWORD = 'relocating family 2027';
const REGISTER = graphql('mutation ($input: AccountInput!) { register(input: $input) { success } }');
const ACTIVATE = graphql('mutation ($token: String!) { activateAccount(token: $token) { success } }');
const LOGIN = graphql('mutation ($input: AccountInput!) { login(input: $input) { success } }');
const CLOUD = { cloudName: 'schools-test', apiKey: '873264987326498', apiSecret: 'shared-secret' };

type UploadFile = { bytes: Buffer; name: string; type: string };

/** A multipart body as a browser's FormData would send it. */
async function multipart(files: UploadFile[]) {
  const form = new FormData();
  for (const file of files) {
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();

describe.each(ENGINES)('images on %s', (engine) => {
  let api: TestApp;
  let dataDir: string;
  let cookie: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-api-'));
    api = await startTestApp(engine, { DATA_DIR: dataDir });
    const email = uniqueEmail('avatar');
    const input = { email, password: PASSWORD };
    await api.graphql(REGISTER, { variables: { input: { ...input, captcha: await solveCaptcha(api) } } });
    await api.graphql(ACTIVATE, {
      variables: { token: await tokenFromMail(api, email, '/activate-account') },
    });
    cookie = sessionCookie((await api.graphql(LOGIN, { variables: { input } })).headers['set-cookie']);
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (file: UploadFile | UploadFile[], withCookie = true) =>
    api.app.inject({
      method: 'POST',
      url: '/api/user/account/avatar',
      ...(await multipart([file].flat())),
      ...(withCookie && { cookies: { sid: cookie.replace(/^sid=/, '') } }),
    });
  const config = async () =>
    (await api.app.inject({ method: 'GET', url: '/api/images/config' })).json<ImagePublicConfig>();

  it('stores an uploaded PNG and serves it as a 100×100 avatar with long cache headers', async () => {
    expect(await config()).toEqual({
      configured: true,
      kind: 'local',
      uploadUrl: '/api/user/account/avatar',
    });
    const response = await upload({ bytes: await png(400, 300), name: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
    const { success, imageId } = response.json<{ success: boolean; imageId: string }>();
    expect(success).toBe(true);

    const url = imageUrl(await config(), imageId, AVATAR_URL_OPTIONS)!;
    expect(url).toBe(`/images/${imageId}?w=100&h=100&c=fill&g=face`);
    const image = await api.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 100, height: 100 });
  });

  it('refuses a text file named .png, a 600 kB image and two files, with clear codes', async () => {
    const text = await upload({
      bytes: Buffer.from('hello, not a picture'),
      name: 'x.png',
      type: 'image/png',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ success: false, code: 'image.invalid' });

    const noise = await sharp(Buffer.from(Array.from({ length: 480 * 420 * 3 }, () => Math.random() * 256)), {
      raw: { width: 480, height: 420, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(600_000);
    const large = await upload({ bytes: noise, name: 'big.png', type: 'image/png' });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ success: false, code: 'image.too.large' });

    const small = { bytes: await png(10, 10), name: 'a.png', type: 'image/png' };
    const two = await upload([small, small]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ success: false, code: 'image.too.many' });
  });

  it('refuses an upload from someone signed out', async () => {
    const response = await upload({ bytes: await png(10, 10), name: 'a.png', type: 'image/png' }, false);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'user.not.authorized' });
  });

  it('takes multipart bodies on the avatar route only', async () => {
    const body = await multipart([{ bytes: await png(10, 10), name: 'a.png', type: 'image/png' }]);
    const elsewhere = await api.app.inject({
      method: 'POST',
      url: '/api/user/account/resend-verification-email',
      ...body,
      cookies: { sid: cookie.replace(/^sid=/, '') },
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('answers 400 for bad render parameters and 404 for an unknown image', async () => {
    const id = 'f'.repeat(32);
    for (const query of ['w=0', 'w=2001', 'h=abc', 'c=scale', 'g=sideways']) {
      const response = await api.app.inject({ method: 'GET', url: `/images/${id}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'image.params.invalid' });
    }
    expect((await api.app.inject({ method: 'GET', url: `/images/${id}?w=10` })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/images/nope' })).statusCode).toBe(404);
  });

  it('sends the browser to the avatar route while images are stored locally', async () => {
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/user/account/sign-image-upload-url',
      cookies: { sid: cookie.replace(/^sid=/, '') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'image.host.local' });
  });

  describe('with Cloudinary configured', () => {
    let fake: CloudinaryFake;
    beforeAll(async () => {
      fake = await startCloudinaryFake(CLOUD);
      await api.app.settings.set('CLOUDINARY_CLOUD_NAME', CLOUD.cloudName);
      await api.app.settings.set('CLOUDINARY_API_KEY', CLOUD.apiKey);
    });
    afterAll(() => fake.close());

    const sign = async () => {
      const response = await api.app.inject({
        method: 'PUT',
        url: '/api/user/account/sign-image-upload-url',
        cookies: { sid: cookie.replace(/^sid=/, '') },
      });
      return response.json<Record<string, string | number | boolean>>();
    };
    /** What the browser does with a signature: post the file straight to Cloudinary (here, the fake). */
    const uploadToFake = async (signed: Record<string, string | number | boolean>) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await png(300, 200))], { type: 'image/png' }), 'me.png');
      for (const name of ['timestamp', 'signature', 'folder']) form.set(name, String(signed[name]));
      form.set('api_key', String(signed.apiKey));
      return fetch(`${fake.url}/v1_1/${signed.cloudName}/image/upload`, { method: 'POST', body: form });
    };

    it('signs uploads the fake accepts, and builds the documented delivery URL', async () => {
      await api.app.settings.set('CLOUDINARY_API_SECRET', CLOUD.apiSecret);
      const cloudConfig = await config();
      expect(cloudConfig).toMatchObject({ configured: true, kind: 'cloudinary', cloudName: CLOUD.cloudName });
      expect(JSON.stringify(cloudConfig)).not.toContain(CLOUD.apiSecret);

      const signed = await sign();
      expect(signed).toMatchObject({ success: true, apiKey: CLOUD.apiKey, cloudName: CLOUD.cloudName });
      expect(signed.signature).toMatch(/^[a-f0-9]{40}$/);
      const response = await uploadToFake(signed);
      expect(response.status).toBe(200);
      const { public_id } = (await response.json()) as { public_id: string };
      expect(imageUrl(cloudConfig, public_id, AVATAR_URL_OPTIONS)).toBe(
        `https://res.cloudinary.com/${CLOUD.cloudName}/image/upload/c_fill,g_face,h_100,w_100/${public_id}`,
      );

      const local = await upload({ bytes: await png(10, 10), name: 'a.png', type: 'image/png' });
      expect(local.json()).toMatchObject({ success: false, code: 'image.host.cloudinary' });
    });

    it('is refused by the fake when the app holds the wrong secret', async () => {
      await api.app.settings.set('CLOUDINARY_API_SECRET', 'not-the-shared-secret');
      const response = await uploadToFake(await sign());
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { message: expect.stringMatching(/Signature/) } });
    });
  });
});
