import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { SettingsService } from '../settings/settings-service';
import { ImageService } from './image-service';

/** The three Cloudinary settings as an admin may have left them. */
const settingsWith = (values: Record<string, string>) =>
  ({ get: async (key: string) => values[key] }) as unknown as SettingsService;

/** Never queried: these tests only pick a host. */
const db = {} as Db;

const CLOUDINARY = {
  CLOUDINARY_CLOUD_NAME: 'demo',
  CLOUDINARY_API_KEY: 'key',
  CLOUDINARY_API_SECRET: 'secret',
};

describe('image service', () => {
  it('uses the local disk by default', async () => {
    const images = new ImageService({ db, settings: settingsWith({}), localDir: '/tmp/images' });
    expect((await images.host())?.kind).toBe('local');
    expect(await images.publicConfig()).toEqual({
      configured: true,
      kind: 'local',
      uploadUrl: '/api/user/account/avatar',
    });
  });

  it('uses Cloudinary only when cloud name, key and secret are all set', async () => {
    const local = new ImageService({
      db,
      settings: settingsWith({ ...CLOUDINARY, CLOUDINARY_API_SECRET: '  ' }),
      localDir: '/tmp/images',
    });
    expect((await local.host())?.kind).toBe('local');
    const cloud = new ImageService({ db, settings: settingsWith(CLOUDINARY), localDir: '/tmp/images' });
    expect(await cloud.publicConfig()).toMatchObject({
      configured: true,
      kind: 'cloudinary',
      cloudName: 'demo',
    });
  });

  it('follows a change of the settings without a restart', async () => {
    const values: Record<string, string> = {};
    const images = new ImageService({ db, settings: settingsWith(values), localDir: '/tmp/images' });
    expect((await images.host())?.kind).toBe('local');
    Object.assign(values, CLOUDINARY);
    expect((await images.host())?.kind).toBe('cloudinary');
  });

  it('is not configured when local storage is off and Cloudinary unset', async () => {
    const images = new ImageService({ db, settings: settingsWith({}), localDir: null });
    expect(await images.host()).toBeNull();
    expect(await images.publicConfig()).toEqual({ configured: false });
  });
});
