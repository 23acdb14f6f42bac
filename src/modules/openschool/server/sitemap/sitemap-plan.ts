import { countryByCode, listCountries } from '@/core/server/countries/countries';
import type { SitemapSite } from '@/core/server/sitemap/sitemap-site';
import { lastmodOf, type SitemapPage, urlEntry } from '@/core/server/sitemap/sitemap-xml';
import { siteLanguageOf } from '@/core/shared/language-urls';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import {
  OPEN_DATA_CSV_PATH,
  OPEN_DATA_JSON_PATH,
  OPEN_DATA_PAGE_PATH,
} from '@/modules/openschool/shared/open-data/open-data-terms';

/** sitemaps.org: a file holds at most 50,000 URLs and 50 MB uncompressed (52,428,800 bytes). */
export const MAX_URLS_PER_FILE = 50_000;
const MAX_BYTES_PER_FILE = 50 * 1024 * 1024 - 1024;

/** The canonical path of a curriculum's page: by slug (its id redirects there). */
export const curriculumPath = (curriculum: { slug: string }) => `/school-curriculums/${curriculum.slug}`;

export const schoolPath = (school: { id: string; country_code: string }) =>
  `/schools/${countryByCode(school.country_code)?.slug ?? school.country_code.toLowerCase()}/${school.id}`;

/**
 * The pages other than schools, in the order they are listed: home, the list of all schools,
 * each country's list, the country list, the open data page (and its files, in no language:
 * only in the sitemap of the site's language), the curriculum list and each curriculum.
 */
export function fixedPages(
  changes: {
    schoolsUpdatedAt: Date | string | null;
    countries: { countryCode: string; updatedAt: Date | string | null }[];
    curriculums: { id: string; slug: string; updated_at: Date | string }[];
  },
  lang: string,
  site: SitemapSite,
): SitemapPage[] {
  const files = lang === siteLanguageOf(site.languages) ? [OPEN_DATA_CSV_PATH, OPEN_DATA_JSON_PATH] : [];
  const latest = lastmodOf(changes.schoolsUpdatedAt);
  const curriculumsUpdated = lastmodOf(
    changes.curriculums.map((row) => new Date(row.updated_at)).sort((a, b) => b.getTime() - a.getTime())[0],
  );
  return [
    { path: '/', lastmod: latest },
    { path: '/schools', lastmod: latest },
    ...changes.countries.flatMap((row) => {
      const country = countryByCode(row.countryCode);
      return country ? [{ path: `/schools/${country.slug}`, lastmod: lastmodOf(row.updatedAt) }] : [];
    }),
    { path: '/countries', lastmod: latest },
    { path: OPEN_DATA_PAGE_PATH, lastmod: latest },
    ...files.map((path) => ({ path, lastmod: latest, file: true })),
    { path: '/school-curriculums', lastmod: curriculumsUpdated },
    ...changes.curriculums.map((row) => ({ path: curriculumPath(row), lastmod: lastmodOf(row.updated_at) })),
  ];
}

/**
 * How many URLs one file may hold for this site: 50,000, or fewer when so many entries would
 * pass 50 MB — with 20 languages each entry carries 21 alternates, about 3 kB.
 */
export function urlsPerFile(site: SitemapSite): number {
  const longestSlug = Math.max(...listCountries().map((country) => country.slug.length));
  const longestLanguage = [...site.languages].sort((a, b) => b.length - a.length)[0] ?? 'en';
  const sample = urlEntry(
    site,
    {
      path: `/schools/${'x'.repeat(longestSlug)}/00000000-0000-7000-8000-000000000000`,
      lastmod: '2026-01-01T00:00:00Z',
    },
    longestLanguage,
  );
  return Math.max(1, Math.min(MAX_URLS_PER_FILE, Math.floor(MAX_BYTES_PER_FILE / Buffer.byteLength(sample))));
}

/** The file names of a language's sitemap: `en.xml`, or `en-1.xml`… when it takes several files. */
export function sitemapFileNames(lang: string, totalUrls: number, perFile: number): string[] {
  const files = Math.max(1, Math.ceil(totalUrls / perFile));
  return files === 1
    ? [`${lang}.xml`]
    : Array.from({ length: files }, (_, index) => `${lang}-${index + 1}.xml`);
}

/**
 * `zh-Hant-2.xml` → zh-Hant, part 2; `en.xml` → en, no part. Null for a name that is not a
 * sitemap of one of the 20 languages.
 */
export function parseSitemapFileName(name: string): { lang: string; part: number | null } | null {
  const match = /^(.+?)(?:-(\d{1,6}))?\.xml$/.exec(name);
  if (!match || !(LANGUAGE_CODES as readonly string[]).includes(match[1]!)) return null;
  const part = match[2] === undefined ? null : Number(match[2]);
  if (part !== null && part < 1) return null;
  return { lang: match[1]!, part };
}

/** The URLs a file covers: [start, end) of the language's list (fixed pages first, then schools). */
export function fileRange(part: number | null, perFile: number): { start: number; end: number } {
  const index = (part ?? 1) - 1;
  return { start: index * perFile, end: (index + 1) * perFile };
}
