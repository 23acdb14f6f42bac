import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountCaptchaRoutes } from '@/core/server/captcha/captcha-routes';
import { CaptchaService } from '@/core/server/captcha/captcha-service';
import type { Database } from '@/core/server/db/database';
import { CORE_SETTINGS } from '@/core/server/settings/core-settings';
import { SettingsService } from '@/core/server/settings/settings-service';
import { startSiteVerifyFake } from '../fakes/siteverify-fake';
import { ENGINES, openTestDatabase } from './support/test-database';

const HMAC_KEY = 'test-hmac-key-for-captcha';
const SECRET = 'fake-secret';
// For as long as core-settings.ts lacks the key; listed first, so the core's own definition wins.
const invalid = { code: 'captcha.invalid', status: 400 };

/** What the widget does in the browser: solve, then base64 the JSON of challenge and solution. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

function decode(token: string) {
  return JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
}

function encode(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe.each(ENGINES)('captcha on %s', (engine) => {
  let database: Database;
  let settings: SettingsService;
  let captcha: CaptchaService;

  async function configure(
    provider: string,
    keys: { site: string; secret: string } = { site: '', secret: '' },
  ) {
    await settings.set('CAPTCHA_PROVIDER', provider);
    await settings.set('CAPTCHA_SITE_KEY', keys.site);
    await settings.set('CAPTCHA_SECRET_KEY', keys.secret);
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    settings = new SettingsService(database.db, CORE_SETTINGS);
    captcha = new CaptchaService({ db: database.db, settings, hmacKey: HMAC_KEY });
  });
  afterAll(() => database.close());
  beforeEach(() => configure('altcha'));

  describe('ALTCHA', () => {
    it('accepts a solved challenge once, then refuses the same payload', async () => {
      const token = await solve(await captcha.createChallenge());
      await expect(captcha.verify(token)).resolves.toBeUndefined();
      await expect(captcha.verify(token)).rejects.toMatchObject(invalid);
    });

    it('lets only one of two simultaneous submissions of one payload pass', async () => {
      const token = await solve(await captcha.createChallenge());
      const results = await Promise.allSettled([captcha.verify(token), captcha.verify(token)]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    });

    it('refuses a missing token and one that is not a payload', async () => {
      for (const token of [
        undefined,
        null,
        '',
        'not-base64-json',
        encode({ test: true }),
        'x'.repeat(5000),
      ]) {
        await expect(captcha.verify(token)).rejects.toMatchObject(invalid);
      }
    });

    it('refuses a tampered solution and a challenge whose expiry was pushed back', async () => {
      const payload = decode(await solve(await captcha.createChallenge()));
      const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
      await expect(captcha.verify(encode(wrongKey))).rejects.toMatchObject(invalid);
      payload.challenge.parameters.expiresAt += 3600;
      await expect(captcha.verify(encode(payload))).rejects.toMatchObject(invalid);
    });

    it('refuses a challenge signed with another key', async () => {
      const other = new CaptchaService({ db: database.db, settings, hmacKey: 'another-key' });
      const token = await solve(await other.createChallenge());
      await expect(captcha.verify(token)).rejects.toMatchObject(invalid);
    });

    it('refuses a challenge solved after its 10 minutes', async () => {
      const token = await solve(await captcha.createChallenge());
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
        await expect(captcha.verify(token)).rejects.toMatchObject(invalid);
      } finally {
        vi.useRealTimers();
      }
    });

    it('deletes expired spent signatures', async () => {
      const spent = database.db.withTables<{ captcha_spent: { signature: string; expires_at: Date } }>();
      await spent
        .insertInto('captcha_spent')
        .values({ signature: 'long-gone', expires_at: new Date(Date.now() - 60_000) })
        .execute();
      const fresh = new CaptchaService({ db: database.db, settings, hmacKey: HMAC_KEY });
      await fresh.verify(await solve(await fresh.createChallenge()));
      const rows = await spent.selectFrom('captcha_spent').select('signature').execute();
      expect(rows.map((row) => row.signature)).not.toContain('long-gone');
      expect(rows.length).toBeGreaterThan(0);
    });
  });

  describe.each(['recaptcha', 'hcaptcha', 'turnstile'])('%s', (provider) => {
    const keys = { site: `${provider}-site-key`, secret: SECRET };

    it('passes a valid token once, with secret and remote IP, and refuses a wrong one', async () => {
      const fake = await startSiteVerifyFake({ secret: SECRET, validTokens: ['good-token'] });
      try {
        await configure(provider, keys);
        const viaFake = new CaptchaService({
          db: database.db,
          settings,
          hmacKey: HMAC_KEY,
          verifyUrl: fake.url,
        });
        await expect(viaFake.verify('good-token', '203.0.113.7')).resolves.toBeUndefined();
        expect(fake.requests[0]).toEqual({
          provider,
          form: { secret: SECRET, response: 'good-token', remoteip: '203.0.113.7' },
        });
        await expect(viaFake.verify('good-token')).rejects.toMatchObject(invalid);
        await expect(viaFake.verify('forged-token')).rejects.toMatchObject(invalid);
        await expect(viaFake.verify(undefined)).rejects.toMatchObject(invalid);
        expect(fake.requests).toHaveLength(3);
      } finally {
        await fake.close();
      }
    });

    it('answers captcha.unavailable, never a 5xx, when the provider is down or refuses our secret', async () => {
      const fake = await startSiteVerifyFake({ secret: 'another-secret', validTokens: ['good-token'] });
      await configure(provider, keys);
      const viaFake = new CaptchaService({
        db: database.db,
        settings,
        hmacKey: HMAC_KEY,
        verifyUrl: fake.url,
      });
      const unavailable = { code: 'captcha.unavailable', status: 400 };
      await expect(viaFake.verify('good-token')).rejects.toMatchObject(unavailable);
      await fake.close();
      await expect(viaFake.verify('good-token')).rejects.toMatchObject(unavailable);
    });

    it('falls back to ALTCHA while either key is missing', async () => {
      for (const partial of [
        { site: keys.site, secret: '' },
        { site: '', secret: SECRET },
      ]) {
        await configure(provider, partial);
        expect(await captcha.publicConfig()).toEqual({ provider: 'altcha' });
        await expect(captcha.verify(await solve(await captcha.createChallenge()))).resolves.toBeUndefined();
      }
    });
  });

  describe('HTTP routes', () => {
    const app = Fastify();
    beforeAll(() => mountCaptchaRoutes(app, captcha));
    afterAll(() => app.close());

    it('serves a fresh, uncached challenge the widget can solve', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const challenge = response.json<Challenge>();
      expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
      await expect(captcha.verify(await solve(challenge))).resolves.toBeUndefined();
      const again = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
      expect(again.json<Challenge>().signature).not.toBe(challenge.signature);
    });

    it('serves the provider in effect and the site key, never the secret', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/captcha/config' })).json()).toEqual({
        provider: 'altcha',
      });
      await configure('turnstile', { site: 'public-site-key', secret: SECRET });
      const response = await app.inject({ method: 'GET', url: '/api/captcha/config' });
      expect(response.json()).toEqual({ provider: 'turnstile', siteKey: 'public-site-key' });
      expect(response.body).not.toContain(SECRET);
    });
  });
});
