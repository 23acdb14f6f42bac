import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_URL_OPTIONS, imageUrl } from '@/core/shared/image-url';
// biome-ignore lint/style/noRestrictedImports: the unit test runs against the fake image host the API tests use, which lives with the other fakes in tests/.
import { type CloudinaryFake, startCloudinaryFake } from '../../../../tests/fakes/cloudinary-fake';
import { CloudinaryImageHost } from './cloudinary-image-host';

const account = { cloudName: 'demo-cloud', apiKey: '614335564976464', apiSecret: 'shared-secret' };
const PNG = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

describe('Cloudinary image host', () => {
  it('builds the documented delivery URL of a 100×100 avatar from the cloud name and the image id', () => {
    const host = new CloudinaryImageHost(account);
    expect(host.url('avatars/abc123', AVATAR_URL_OPTIONS)).toBe(
      'https://res.cloudinary.com/demo-cloud/image/upload/c_fill,g_face,h_100,w_100/avatars/abc123',
    );
    expect(host.url('sample', { width: 300, crop: 'fit' })).toBe(
      'https://res.cloudinary.com/demo-cloud/image/upload/c_fit,w_300/sample',
    );
    expect(imageUrl(host.publicConfig(), 'avatars/abc123', AVATAR_URL_OPTIONS)).toBe(
      host.url('avatars/abc123', AVATAR_URL_OPTIONS),
    );
  });

  it('tells the browser where to upload, with the key but never the secret', () => {
    const config = new CloudinaryImageHost(account).publicConfig();
    expect(config).toEqual({
      configured: true,
      kind: 'cloudinary',
      cloudName: 'demo-cloud',
      apiKey: account.apiKey,
      uploadUrl: 'https://api.cloudinary.com/v1_1/demo-cloud/image/upload',
    });
    expect(JSON.stringify(config)).not.toContain(account.apiSecret);
  });

  describe('against the fake', () => {
    let fake: CloudinaryFake;
    beforeAll(async () => {
      fake = await startCloudinaryFake(account);
    });
    afterAll(() => fake.close());

    const post = async (host: CloudinaryImageHost, bytes: Buffer) => {
      const signed = host.signUpload();
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'avatar.png');
      form.set('api_key', signed.apiKey);
      form.set('timestamp', String(signed.timestamp));
      form.set('folder', signed.folder);
      form.set('signature', signed.signature);
      const config = host.publicConfig();
      if (!config.configured) throw new Error('not configured');
      return fetch(config.uploadUrl, { method: 'POST', body: form });
    };

    it('makes signatures the fake accepts, then delivers the image at the URL the host builds', async () => {
      const host = new CloudinaryImageHost({ ...account, apiUrl: fake.url, deliveryUrl: fake.url });
      const bytes = await PNG();
      const response = await post(host, bytes);
      expect(response.status).toBe(200);
      const uploaded = (await response.json()) as { public_id: string; width: number; format: string };
      expect(uploaded).toMatchObject({ width: 8, format: 'png' });
      expect(uploaded.public_id).toMatch(/^avatars\//);
      const delivered = await fetch(host.url(uploaded.public_id, AVATAR_URL_OPTIONS));
      expect(Buffer.from(await delivered.arrayBuffer())).toEqual(bytes);
    });

    it('is refused by the fake when signed with another secret', async () => {
      const host = new CloudinaryImageHost({ ...account, apiSecret: 'wrong-secret', apiUrl: fake.url });
      const response = await post(host, await PNG());
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        error: { message: expect.stringMatching(/^Invalid Signature/) },
      });
    });
  });
});
