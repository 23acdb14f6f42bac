import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { LocalImageHost } from '@/core/server/images/local-image-host';
import { AVATAR_URL_OPTIONS, imageUrl } from '@/core/shared/image-url';
import { EMBEDDED_ONLY, openTestDatabase, type TestDatabase } from './support/test-database';

const LIMIT = { maxBytes: 500_000 };

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'avif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#c04020' } })
    .toFormat(format)
    .toBuffer();

describe.each(EMBEDDED_ONLY)('local image host on %s', (engine) => {
  let database: TestDatabase;
  let dir: string;
  let host: LocalImageHost;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
    host = new LocalImageHost(database.db, dir);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps an upload as WebP without its metadata, and renders it at the size a URL asks', async () => {
    const withExif = await sharp(await picture(400, 300, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .jpeg()
      .toBuffer();
    const imageId = await host.store(withExif, LIMIT);
    expect(imageId).toMatch(/^[a-f0-9]{32}$/);
    const original = await sharp(await host.render(imageId)).metadata();
    expect(original).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(original.exif).toBeUndefined();

    const avatar = await sharp(await host.render(imageId, AVATAR_URL_OPTIONS)).metadata();
    expect(avatar).toMatchObject({ format: 'webp', width: 100, height: 100 });
    const fitted = await sharp(
      await host.render(imageId, { width: 200, height: 200, crop: 'fit' }),
    ).metadata();
    expect(fitted).toMatchObject({ width: 200, height: 150 });
    const thumb = await sharp(
      await host.render(imageId, { width: 800, height: 800, crop: 'thumb' }),
    ).metadata();
    expect(thumb).toMatchObject({ width: 400, height: 300 });
  });

  it('keeps originals in the database: another process, with a disk of its own, serves them', async () => {
    const imageId = await host.store(await picture(60, 40), LIMIT);
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-other-'));
    onTestFinished(() => fs.rmSync(otherDir, { recursive: true, force: true }));
    const elsewhere = new LocalImageHost(database.db, otherDir);
    expect(await sharp(await elsewhere.render(imageId, { width: 30, height: 20 })).metadata()).toMatchObject({
      width: 30,
      height: 20,
    });
    expect(fs.existsSync(path.join(dir, 'originals'))).toBe(false);
  });

  it('still serves an original uploaded to the disk before the database kept them', async () => {
    const imageId = 'b'.repeat(32);
    fs.mkdirSync(path.join(dir, 'originals'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'originals', `${imageId}.webp`),
      await sharp(await picture(8, 8))
        .webp()
        .toBuffer(),
    );
    expect(await sharp(await host.render(imageId)).metadata()).toMatchObject({ format: 'webp', width: 8 });
  });

  it('serves a size from its cache the second time', async () => {
    const imageId = await host.store(await picture(50, 50), LIMIT);
    const first = await host.render(imageId, { width: 20, height: 20 });
    expect(fs.readdirSync(path.join(dir, 'renders', imageId))).toEqual(['20x20-fill-center.webp']);
    expect(await host.render(imageId, { width: 20, height: 20 })).toEqual(first);
  });

  it('accepts JPEG, PNG, GIF and AVIF by their content', async () => {
    for (const format of ['jpeg', 'png', 'gif', 'avif'] as const) {
      await expect(host.store(await picture(16, 16, format), LIMIT)).resolves.toMatch(/^[a-f0-9]{32}$/);
    }
  });

  it('refuses what is not an image, whatever it is called, and SVG or TIFF', async () => {
    await expect(host.store(Buffer.from('not a picture at all'), LIMIT)).rejects.toMatchObject({
      code: 'image.invalid',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(host.store(svg, LIMIT)).rejects.toMatchObject({ code: 'image.invalid' });
    const tiff = await sharp(await picture(10, 10))
      .tiff()
      .toBuffer();
    await expect(host.store(tiff, LIMIT)).rejects.toMatchObject({ code: 'image.invalid' });
    const png = await picture(40, 40);
    await expect(host.store(png.subarray(0, 60), LIMIT)).rejects.toMatchObject({ code: 'image.invalid' });
  });

  it('refuses a file over the byte limit and a canvas too large to decode safely', async () => {
    const png = await picture(40, 40);
    await expect(host.store(png, { maxBytes: png.length - 1 })).rejects.toMatchObject({
      code: 'image.too.large',
    });
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(LIMIT.maxBytes);
    await expect(host.store(bomb, LIMIT)).rejects.toMatchObject({ code: 'image.too.large' });
  });

  it('answers image.not.found for an unknown or malformed id', async () => {
    await expect(host.render('0'.repeat(32), AVATAR_URL_OPTIONS)).rejects.toMatchObject({ status: 404 });
    await expect(host.render('../../etc/passwd')).rejects.toMatchObject({ code: 'image.not.found' });
  });

  it('builds /images URLs, also for a local id once Cloudinary is in effect', () => {
    const id = 'a'.repeat(32);
    expect(host.url(id, AVATAR_URL_OPTIONS)).toBe(`/images/${id}?w=100&h=100&c=fill&g=face`);
    const cloudinary = {
      configured: true as const,
      kind: 'cloudinary' as const,
      cloudName: 'c',
      apiKey: 'k',
      uploadUrl: 'u',
    };
    expect(imageUrl(cloudinary, id, AVATAR_URL_OPTIONS)).toBe(`/images/${id}?w=100&h=100&c=fill&g=face`);
    expect(imageUrl({ configured: false }, id)).toBeNull();
    expect(imageUrl(host.publicConfig(), null)).toBeNull();
  });
});
