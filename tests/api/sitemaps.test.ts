import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogTables } from '@/modules/blog/server/tables';
import { parseSitemapFileName, sitemapFileNames } from '@/modules/openschool/server/sitemap/sitemap-plan';
import { renderSitemapFile } from '@/modules/openschool/server/sitemap/sitemap-service';
import { buildSchool } from './support/school-factory';
import { startTestSite, type TestApp } from './support/test-app';
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

  let arabicPost: { slug: string };
  let englishPost: { slug: string };

  beforeAll(async () => {
    // The pages too, rendered from the build: the sitemaps' URLs are fetched as a crawler would.
    api = await startTestSite(engine, { ENABLE_BLOG: 'true' });
    await api.app.settings.set('WEBSITE_URL', `${SITE}/`);
    await api.app.settings.set('LANGUAGES', ['en', 'fr', 'ar', 'zh-Hant']);
    const post = (slug: string, language: string) =>
      api.database.db
        .withTables<BlogTables>()
        .insertInto('blog_post')
        .values({
          id: uuidv7(),
          slug,
          title: `Post ${slug}`,
          summary: 'What to sort out before the move.',
          body: 'Intro.\n\n## Schools\nApply early.',
          language,
          status: 'published',
          published_at: new Date(Date.now() - 3_600_000),
        })
        .returning('slug')
        .executeTakeFirstOrThrow();
    arabicPost = await post('madaris-dubai', 'ar');
    englishPost = await post('schools-in-dubai', 'en');
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
        expect(text).not.toContain(`Sitemap: ${SITE}/sitemap.xml`);
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
        `${SITE}/sitemaps/ar.xml`,
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
          en: `${SITE}/schools/portugal/${listed.id}`,
          fr: `${SITE}/schools/portugal/${listed.id}?lang=fr`,
          ar: `${SITE}/schools/portugal/${listed.id}?lang=ar`,
          'zh-Hant': `${SITE}/schools/portugal/${listed.id}?lang=zh-Hant`,
          'x-default': `${SITE}/schools/portugal/${listed.id}`,
        },
      });
      for (const entry of entries) expect(Object.keys(entry.alternates)).toHaveLength(5);
    });

    it('lists listed schools only, those whose fees and curriculums are not known yet too; no draft', async () => {
      const body = (await get('/sitemaps/en.xml')).body;
      expect(body).toContain(listed.id);
      expect(body).not.toContain(draft.id);
      expect(body).toContain(`<loc>${SITE}/schools/ireland/${bare.id}</loc>`);
      const schools = urlEntries(body).filter((entry) =>
        /\/schools\/[a-z-]+\/[0-9a-f-]{36}$/.test(entry.loc),
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

  describe('the pages the sitemaps list (decision 082)', () => {
    // Three languages (the site's, a left-to-right and a right-to-left one): each page kind is
    // rendered in every language, the fewer the cheaper.
    beforeAll(() => api.app.settings.set('LANGUAGES', ['en', 'fr', 'ar']));
    afterAll(() => api.app.settings.set('LANGUAGES', ['en', 'fr', 'ar', 'zh-Hant']));

    /** Every entry of every sitemap robots.txt names, by way of the index's files. */
    async function allEntries(): Promise<UrlEntry[]> {
      await api.app.settings.set('ENABLE_SEO_INDEX', true);
      const sitemaps = (await get('/robots.txt')).body
        .split('\n')
        .flatMap((line) => (line.startsWith('Sitemap: ') ? [line.slice(9).replace(SITE, '')] : []));
      expect(sitemaps.sort()).toEqual(['/blog/sitemap.xml', '/sitemap.xml', '/sitemaps/pages.xml']);
      const files = [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
        m[1]!.replace(SITE, ''),
      );
      const entries: UrlEntry[] = [];
      for (const file of [...files, '/blog/sitemap.xml', '/sitemaps/pages.xml']) {
        const response = await get(file);
        expect(response.statusCode, file).toBe(200);
        expect(xmlProblem(response.body), file).toBeNull();
        entries.push(...urlEntries(response.body.replaceAll('&amp;', '&')));
      }
      return entries;
    }

    const attributeText = (value: string) =>
      value.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
    /** What a crawler reads of a page: its <html> language, canonical URL, alternates and feeds. */
    async function crawl(url: string) {
      // No cookie, no Accept-Language: a crawler's request.
      const response = await get(url.replace(SITE, ''));
      expect(response.statusCode, url).toBe(200);
      const links = [...response.body.matchAll(/<link ([^>]*?)\/?>/g)].map((match) =>
        Object.fromEntries(
          [...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, attributeText(v!)]),
        ),
      );
      const html = /<html lang="([^"]+)" dir="([^"]+)"/.exec(response.body);
      return {
        lang: html?.[1],
        dir: html?.[2],
        canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href),
        alternates: Object.fromEntries(
          links.filter((link) => link.rel === 'alternate' && link.hreflang).map((l) => [l.hreflang, l.href]),
        ),
        feeds: links.filter((link) => link.type === 'application/rss+xml').map((link) => link.href),
        jsonLd: [...response.body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
          (match) => JSON.parse(match[1]!),
        ),
        cache: response.headers['x-cache'],
        body: response.body,
      };
    }

    /** The kind of page an address is, as the sitemaps group them. */
    const kindOf = (loc: string) =>
      new URL(loc).pathname
        .replace(/^\/schools\/[a-z-]+\/[0-9a-f-]{36}$/, '/schools/:country/:id')
        .replace(/^\/schools\/[a-z-]+$/, '/schools/:country')
        .replace(/^\/school-curriculums\/.+$/, '/school-curriculums/:slug')
        .replace(/^\/blog\/(?!sitemap|rss).+$/, '/blog/:slug');

    it('lists each page once per language it exists in, and the open data files once', async () => {
      const entries = await allEntries();
      const locs = entries.map((entry) => entry.loc);
      expect(new Set(locs).size).toBe(locs.length);
      for (const file of ['/api/open-data/schools.csv', '/api/open-data/schools.json']) {
        expect(
          locs.filter((loc) => new URL(loc).pathname === file),
          file,
        ).toEqual([`${SITE}${file}`]);
      }
      expect(locs.filter((loc) => new URL(loc).pathname === '/open-data')).toHaveLength(3);
      // Posts are listed in their own language only.
      expect(locs.filter((loc) => loc.includes(arabicPost.slug))).toEqual([
        `${SITE}/blog/${arabicPost.slug}?lang=ar`,
      ]);
      expect(locs.filter((loc) => loc.includes(englishPost.slug))).toEqual([
        `${SITE}/blog/${englishPost.slug}`,
      ]);
    });

    // Rendering the pages is the same on both engines (their queries have tests of their own):
    // every page kind in every language once is enough.
    it.runIf(engine === 'pglite')(
      'serves every page kind in each language to a crawler, canonical to itself, its alternates reciprocal',
      async () => {
        const entries = (await allEntries()).filter(
          (entry) => !new URL(entry.loc).pathname.startsWith('/api/'),
        );
        const kinds = new Map<string, UrlEntry>();
        for (const entry of entries) if (!kinds.has(kindOf(entry.loc))) kinds.set(kindOf(entry.loc), entry);
        expect([...kinds.keys()].sort()).toEqual([
          '/',
          '/about',
          '/blog',
          '/blog/:slug',
          '/countries',
          '/moderation',
          '/open-data',
          '/privacy',
          '/school-curriculums',
          '/school-curriculums/:slug',
          '/schools',
          '/schools/:country',
          '/schools/:country/:id',
          '/terms',
        ]);
        for (const [kind, entry] of kinds) {
          expect(entry.alternates['x-default'], kind).toBeDefined();
          // Every language version of the page: each names itself canonical and the same alternates.
          const versions = new Set(Object.values(entry.alternates));
          expect(versions, kind).toContain(entry.loc);
          for (const url of versions) {
            const page = await crawl(url);
            expect(page.canonical, url).toEqual([url]);
            expect(page.alternates, url).toEqual(entry.alternates);
            const [hreflang] = Object.entries(entry.alternates).find(
              ([lang, href]) => href === url && lang !== 'x-default',
            )!;
            // A post is shown in its own language; every other page in the language of its address.
            expect(page.lang, url).toBe(hreflang);
            expect(page.dir, url).toBe(hreflang === 'ar' ? 'rtl' : 'ltr');
            expect(page.feeds, url).toEqual([`${SITE}/blog/rss.xml`]);
          }
        }
      },
      // About 280 pages rendered one after the other, each a first render: beside the browser
      // tests on two cores this takes about a minute, the default bound.
      180_000,
    );

    it('shows an Arabic post right to left, with author and image in its structured data', async () => {
      const page = await crawl(`${SITE}/blog/${arabicPost.slug}?lang=ar`);
      expect([page.lang, page.dir]).toEqual(['ar', 'rtl']);
      expect(page.jsonLd[0]).toMatchObject({
        '@type': 'BlogPosting',
        inLanguage: 'ar',
        author: { name: expect.any(String) },
        image: `${SITE}/social-default.png`,
      });
      // Read in another language of the site, the post still names its Arabic address canonical.
      const inFrench = await crawl(`${SITE}/blog/${arabicPost.slug}?lang=fr`);
      expect(inFrench.lang).toBe('fr');
      // Its title and text are marked as Arabic, right to left, inside the French page.
      expect(inFrench.body.match(/lang="ar" dir="rtl"/g)).toHaveLength(2);
      expect(inFrench.canonical).toEqual([`${SITE}/blog/${arabicPost.slug}?lang=ar`]);
      // The feed links each post at that address.
      expect((await get('/blog/rss.xml')).body).toContain(
        `<link>${SITE}/blog/${arabicPost.slug}?lang=ar</link>`,
      );
    });

    it('keeps each language’s page apart, a `?lang=` address too, and links no feed while the blog is off', async () => {
      for (const url of ['/countries?lang=fr', '/countries', '/countries?lang=ar']) {
        await get(url);
        const again = await get(url);
        expect(again.headers['x-cache'], url).toBe('hit');
      }
      expect((await crawl(`${SITE}/countries?lang=fr`)).lang).toBe('fr');
      expect((await crawl(`${SITE}/countries`)).lang).toBe('en');
      // A `?lang=` address remembers the choice, privately.
      const chosen = await get('/countries?lang=ar');
      expect(chosen.headers['set-cookie']).toMatch(/^lang=ar;/);
      expect(chosen.headers['cache-control']).toBe('private, no-cache');
      await api.app.settings.set('ENABLE_BLOG', false);
      try {
        // A kept page is forgotten when the change feed tells of the setting: on a PostgreSQL
        // server, a notification that may come a moment after the write.
        await expect.poll(async () => (await crawl(`${SITE}/countries`)).feeds).toEqual([]);
        expect((await get('/blog/sitemap.xml')).statusCode).toBe(404);
      } finally {
        await api.app.settings.set('ENABLE_BLOG', true);
      }
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
