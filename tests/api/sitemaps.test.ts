import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseSitemapFileName,
  sitemapFileNames,
} from '../../src/modules/openschool/server/sitemap/sitemap-plan';
import { renderSitemapFile } from '../../src/modules/openschool/server/sitemap/sitemap-service';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';
import { xmlProblem } from './support/well-formed-xml';

const SITE = 'https://schools.example';

interface UrlEntry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

function urlEntries(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body!)![1]!,
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

async function collect(lines: AsyncGenerator<string> | null): Promise<string> {
  if (!lines) throw new Error('no such sitemap file');
  let text = '';
  for await (const line of lines) text += line;
  return text;
}

describe.each(ENGINES)('sitemaps and robots.txt on %s', (engine) => {
  let api: TestApp;
  let listed: { id: string; updated_at: Date };
  let draft: { id: string };
  let bare: { id: string };

  beforeAll(async () => {
    api = await startTestApp(engine);
    await api.app.settings.set('WEBSITE_URL', `${SITE}/`);
    await api.app.settings.set('LANGUAGES', ['en', 'fr', 'zh-Hant']);
    listed = await buildSchool(api.database.db, {
      name: 'Sitemap Listed School',
      city: 'Lisboa',
      country_code: 'PT',
      updated_at: new Date('2026-03-04T05:06:07.890Z'),
    });
    for (let i = 0; i < 4; i++) await buildSchool(api.database.db, { country_code: 'ES', city: 'Madrid' });
    draft = await buildSchool(api.database.db, { name: 'Sitemap Draft School', status: 'draft' });
    // As imported from open data: a name, a country and a city, nothing else.
    bare = await buildSchool(
      api.database.db,
      { name: 'Sitemap Bare School', country_code: 'IE', city: 'Cork', avg_fees_usd_cents: null },
      { curriculums: [] },
    );
  });
  afterAll(() => api.close());

  const get = (url: string) => api.app.inject({ method: 'GET', url });

  describe('robots.txt', () => {
    it('disallows everything while indexation is off', async () => {
      await api.app.settings.set('ENABLE_SEO_INDEX', false);
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('User-agent: *\nDisallow: /\n');
    });

    it('allows the site but its private pages, and names the sitemap, once indexation is on', async () => {
      await api.app.settings.set('ENABLE_SEO_INDEX', true);
      const lines = (await get('/robots.txt')).body.split('\n');
      expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
      for (const path of ['/_admin', '/_setup', '/api/', '/profile', '/compare', '/schools/*/edit']) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      expect(lines).not.toContain('Disallow: /');
      expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    });

    it('drops the schools module’s lines when it is off, and its sitemaps answer 404', async () => {
      await api.app.settings.set('ENABLE_SEO_INDEX', true);
      await api.app.settings.set('ENABLE_OPENSCHOOL', false);
      try {
        const text = (await get('/robots.txt')).body;
        expect(text).toContain('Disallow: /_admin');
        expect(text).not.toContain('Sitemap:');
        expect(text).not.toContain('/compare');
        expect((await get('/sitemap.xml')).statusCode).toBe(404);
        expect((await get('/sitemaps/en.xml')).statusCode).toBe(404);
      } finally {
        await api.app.settings.set('ENABLE_OPENSCHOOL', true);
      }
    });
  });

  describe('sitemap files', () => {
    it('indexes one sitemap per enabled language', async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(xmlProblem(response.body)).toBeNull();
      expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual([
        `${SITE}/sitemaps/en.xml`,
        `${SITE}/sitemaps/fr.xml`,
        `${SITE}/sitemaps/zh-Hant.xml`,
      ]);
      expect(response.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    });

    it('lists the pages in the file’s language, each with every language as an alternate', async () => {
      const response = await get('/sitemaps/fr.xml');
      expect(response.statusCode).toBe(200);
      expect(xmlProblem(response.body)).toBeNull();
      const entries = urlEntries(response.body);
      const locs = entries.map((entry) => entry.loc);
      for (const path of [
        '/',
        '/schools',
        '/schools/portugal',
        '/schools/spain',
        '/schools/ireland',
        '/countries',
        '/school-curriculums',
      ]) {
        expect(locs).toContain(`${SITE}${path}?lang=fr`);
      }
      // The 26 seeded curriculums each have a page.
      expect(locs.filter((loc) => loc.startsWith(`${SITE}/school-curriculums/`))).toHaveLength(26);
      const school = entries.find((entry) => entry.loc === `${SITE}/schools/portugal/${listed.id}?lang=fr`);
      expect(school).toEqual({
        loc: `${SITE}/schools/portugal/${listed.id}?lang=fr`,
        lastmod: '2026-03-04T05:06:07Z',
        alternates: {
          en: `${SITE}/schools/portugal/${listed.id}?lang=en`,
          fr: `${SITE}/schools/portugal/${listed.id}?lang=fr`,
          'zh-Hant': `${SITE}/schools/portugal/${listed.id}?lang=zh-Hant`,
          'x-default': `${SITE}/schools/portugal/${listed.id}`,
        },
      });
      for (const entry of entries) expect(Object.keys(entry.alternates)).toHaveLength(4);
    });

    it('lists listed schools only, those whose fees and curriculums are not known yet too; no draft', async () => {
      const body = (await get('/sitemaps/en.xml')).body;
      expect(body).toContain(listed.id);
      expect(body).not.toContain(draft.id);
      expect(body).toContain(`${SITE}/schools/ireland/${bare.id}?lang=en`);
      const schools = urlEntries(body).filter((entry) =>
        /\/schools\/[a-z-]+\/[0-9a-f-]{36}\?/.test(entry.loc),
      );
      expect(schools).toHaveLength(6);
    });

    it('answers 404 for a language that is off, an unknown file or a part of a one-file sitemap', async () => {
      for (const file of ['de.xml', 'xx.xml', 'en-1.xml', 'en.txt', '..%2Fsitemap.xml']) {
        expect((await get(`/sitemaps/${file}`)).statusCode, file).toBe(404);
      }
    });

    it('splits a long sitemap into numbered files that together list every page once', async () => {
      const deps = { db: api.database.db, settings: api.app.settings };
      const whole = urlEntries(await collect(await renderSitemapFile(deps, 'en.xml')));
      const perFile = 7;
      const names = sitemapFileNames('en', whole.length, perFile);
      expect(names.length).toBe(Math.ceil(whole.length / perFile));
      const parts: UrlEntry[] = [];
      for (const name of names) {
        const xml = await collect(await renderSitemapFile(deps, name, { perFile }));
        expect(xmlProblem(xml)).toBeNull();
        const entries = urlEntries(xml);
        expect(entries.length).toBeLessThanOrEqual(perFile);
        parts.push(...entries);
      }
      expect(parts).toEqual(whole);
      expect(await renderSitemapFile(deps, 'en.xml', { perFile })).toBeNull();
      expect(await renderSitemapFile(deps, `en-${names.length + 1}.xml`, { perFile })).toBeNull();
    });
  });
});

describe('sitemap file names', () => {
  it('reads languages with a region and part numbers', () => {
    expect(parseSitemapFileName('zh-Hant-12.xml')).toEqual({ lang: 'zh-Hant', part: 12 });
    expect(parseSitemapFileName('zh-Hans.xml')).toEqual({ lang: 'zh-Hans', part: null });
    expect(parseSitemapFileName('en-0.xml')).toBeNull();
    expect(parseSitemapFileName('english.xml')).toBeNull();
  });

  it('numbers the files only when there are several', () => {
    expect(sitemapFileNames('fr', 50_000, 50_000)).toEqual(['fr.xml']);
    expect(sitemapFileNames('fr', 50_001, 50_000)).toEqual(['fr-1.xml', 'fr-2.xml']);
  });
});
