import { describe, expect, it } from 'vitest';
import { headHtml } from './head-html';
import { type HeadTag, headTagsOf } from './head-tags';

const settings = {
  WEBSITE_NAME: 'Schools & Co',
  WEBSITE_URL: 'https://schools.example/',
  WEBSITE_DESCRIPTION: 'Find a school abroad.',
  WEBSITE_KEYWORDS: 'schools, international',
  TWITTER_USER: 'schoolsco',
  LANGUAGES: ['en', 'fr', 'zh-Hans'],
  ENABLE_SEO_INDEX: true,
};

const attrsOf = (tags: HeadTag[], match: Record<string, string>) =>
  tags
    .filter((tag) => tag.tag !== 'title' && Object.entries(match).every(([k, v]) => tag.attrs[k] === v))
    .map((tag) => (tag.tag === 'title' ? {} : tag.attrs));
const content = (tags: HeadTag[], match: Record<string, string>) => attrsOf(tags, match)[0]?.content;

describe('headTagsOf', () => {
  it('gives a page without metadata the site defaults, a canonical URL and social cards', () => {
    const tags = headTagsOf({}, { settings, pathname: '/schools/france', lang: 'en' });
    expect(tags[0]).toEqual({ tag: 'title', text: 'Schools & Co' });
    expect(content(tags, { name: 'description' })).toBe('Find a school abroad.');
    expect(content(tags, { name: 'keywords' })).toBe('schools, international');
    expect(attrsOf(tags, { name: 'robots' })).toEqual([]);
    expect(attrsOf(tags, { rel: 'canonical' })[0]?.href).toBe('https://schools.example/schools/france');
    expect(content(tags, { property: 'og:url' })).toBe('https://schools.example/schools/france');
    expect(content(tags, { property: 'og:type' })).toBe('website');
    expect(content(tags, { property: 'og:image' })).toBe('https://schools.example/social-default.png');
    expect(content(tags, { property: 'og:image:width' })).toBe('686');
    expect(content(tags, { property: 'og:image:height' })).toBe('220');
    expect(content(tags, { name: 'twitter:card' })).toBe('summary_large_image');
    expect(content(tags, { name: 'twitter:site' })).toBe('@schoolsco');
  });

  it('makes each language canonical to itself and links every language and a default (082)', () => {
    const alternates = [
      { rel: 'alternate', href: 'https://schools.example/about', hreflang: 'en' },
      { rel: 'alternate', href: 'https://schools.example/about?lang=fr', hreflang: 'fr' },
      { rel: 'alternate', href: 'https://schools.example/about?lang=zh-Hans', hreflang: 'zh-Hans' },
      { rel: 'alternate', href: 'https://schools.example/about', hreflang: 'x-default' },
    ];
    for (const [lang, canonical] of [
      ['en', 'https://schools.example/about'],
      ['fr', 'https://schools.example/about?lang=fr'],
      ['zh-Hans', 'https://schools.example/about?lang=zh-Hans'],
    ] as const) {
      const tags = headTagsOf({}, { settings, pathname: '/about', lang });
      expect(attrsOf(tags, { rel: 'canonical' })[0]?.href, lang).toBe(canonical);
      expect(content(tags, { property: 'og:url' }), lang).toBe(canonical);
      expect(attrsOf(tags, { rel: 'alternate' }), lang).toEqual(alternates);
    }
    // A list's neighbours stay in the page's language; its other parameters are kept.
    const list = headTagsOf(
      {
        url: '/blog?language=ar&page=2',
        previousUrl: '/blog?language=ar',
        nextUrl: '/blog?language=ar&page=3',
      },
      { settings, pathname: '/blog', lang: 'fr' },
    );
    expect(attrsOf(list, { rel: 'canonical' })[0]?.href).toBe(
      'https://schools.example/blog?language=ar&page=2&lang=fr',
    );
    expect(attrsOf(list, { rel: 'prev' })[0]?.href).toBe('https://schools.example/blog?language=ar&lang=fr');
    expect(attrsOf(list, { rel: 'next' })[0]?.href).toBe(
      'https://schools.example/blog?language=ar&page=3&lang=fr',
    );
  });

  it('makes a page written in one language canonical in it, whatever language the site is read in', () => {
    for (const lang of ['en', 'fr']) {
      const tags = headTagsOf(
        { url: '/blog/un-lycee', language: 'fr' },
        { settings, pathname: '/blog/un-lycee', lang },
      );
      expect(attrsOf(tags, { rel: 'canonical' })[0]?.href).toBe(
        'https://schools.example/blog/un-lycee?lang=fr',
      );
      expect(attrsOf(tags, { rel: 'alternate' })).toEqual([
        { rel: 'alternate', href: 'https://schools.example/blog/un-lycee?lang=fr', hreflang: 'fr' },
        { rel: 'alternate', href: 'https://schools.example/blog/un-lycee?lang=fr', hreflang: 'x-default' },
      ]);
    }
    // Written in a language the site does not offer: at the address of the site's language.
    const arabic = headTagsOf(
      { url: '/blog/madrasa', language: 'ar' },
      { settings, pathname: '/blog/madrasa', lang: 'fr' },
    );
    expect(attrsOf(arabic, { rel: 'canonical' })[0]?.href).toBe('https://schools.example/blog/madrasa');
  });

  it('links the feeds of the enabled modules', () => {
    const feeds = [{ href: '/blog/rss.xml', type: 'application/rss+xml', title: 'RSS feed' }];
    const tags = headTagsOf({}, { settings, pathname: '/', lang: 'en', feeds });
    expect(attrsOf(tags, { type: 'application/rss+xml' })).toEqual([
      {
        rel: 'alternate',
        href: 'https://schools.example/blog/rss.xml',
        type: 'application/rss+xml',
        title: 'RSS feed',
      },
    ]);
  });

  it('uses what the page gives: title, dates, author, neighbours, image, keywords', () => {
    const tags = headTagsOf(
      {
        title: 'Lycée Molière',
        description: 'A French school in Madrid.',
        type: 'article',
        publishedAt: '2026-01-02T00:00:00Z',
        updatedAt: '2026-02-03T00:00:00Z',
        author: 'marie',
        url: '/schools/spain/42',
        previousUrl: '/schools/spain/41',
        nextUrl: 'https://elsewhere.example/43',
        image: { url: 'https://img.example/a.png', width: 1200, height: 630 },
        keywords: ['french', 'madrid'],
      },
      { settings, pathname: '/schools/spain/42/details', lang: 'en' },
    );
    expect(tags[0]).toEqual({ tag: 'title', text: 'Lycée Molière | Schools & Co' });
    expect(content(tags, { property: 'og:title' })).toBe('Lycée Molière');
    expect(content(tags, { property: 'og:type' })).toBe('article');
    expect(content(tags, { property: 'article:published_time' })).toBe('2026-01-02T00:00:00Z');
    expect(content(tags, { property: 'article:modified_time' })).toBe('2026-02-03T00:00:00Z');
    expect(content(tags, { name: 'author' })).toBe('marie');
    expect(content(tags, { name: 'keywords' })).toBe('french, madrid');
    expect(attrsOf(tags, { rel: 'canonical' })[0]?.href).toBe('https://schools.example/schools/spain/42');
    expect(attrsOf(tags, { rel: 'prev' })[0]?.href).toBe('https://schools.example/schools/spain/41');
    expect(attrsOf(tags, { rel: 'next' })[0]?.href).toBe('https://elsewhere.example/43');
    expect(content(tags, { property: 'og:image:width' })).toBe('1200');
  });

  it('cuts a long description at a word, to what a search result shows', () => {
    const tags = headTagsOf(
      { description: `A school ${'with a long story '.repeat(20)}` },
      { settings, pathname: '/', lang: 'en' },
    );
    const description = content(tags, { name: 'description' })!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^A school with a long story .* with a…$/);
    expect(content(tags, { property: 'og:description' })).toBe(description);
  });

  it('keeps pages out of search engines when indexation is off or the page asks', () => {
    const off = headTagsOf(
      {},
      { settings: { ...settings, ENABLE_SEO_INDEX: false }, pathname: '/', lang: 'en' },
    );
    expect(content(off, { name: 'robots' })).toBe('noindex, nofollow');
    const page = headTagsOf({ noindex: true }, { settings, pathname: '/', lang: 'en' });
    expect(content(page, { name: 'robots' })).toBe('noindex, nofollow');
  });
});

describe('headHtml', () => {
  it('escapes attribute values and keeps JSON-LD from closing its script', () => {
    const html = headHtml(
      headTagsOf(
        { title: '<b>"Hi"</b>', jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)' }] },
        { settings, pathname: '/', lang: 'en' },
      ),
    );
    expect(html).toContain('<title>&#60;b&#62;&#34;Hi&#34;&#60;/b&#62; | Schools &#38; Co</title>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<script type="application/ld+json" data-page-meta>');
    const json = /<script type="application\/ld\+json" data-page-meta>(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)',
    });
  });
});
