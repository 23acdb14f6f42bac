import type { Db } from '@/core/server/db/database';
import type { SettingsService } from '@/core/server/settings/settings-service';
import { sitemapSite } from '@/core/server/sitemap/sitemap-site';
import {
  lastmodOf,
  sitemapIndex,
  URLSET_END,
  URLSET_START,
  urlEntry,
} from '@/core/server/sitemap/sitemap-xml';
import {
  fileRange,
  fixedPages,
  parseSitemapFileName,
  schoolPath,
  sitemapFileNames,
  urlsPerFile,
} from './sitemap-plan';
import { countListedSchools, latestChanges, listedSchoolBatches } from './sitemap-repository';

export interface SitemapDeps {
  db: Db;
  settings: SettingsService;
}

/** Paths of the sitemap index and of the per-language files, as robots.txt and the index name them. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_FILES_PATH = '/sitemaps';

/** Whether the schools module is on: its sitemaps disappear with it. */
export async function schoolsEnabled(settings: SettingsService): Promise<boolean> {
  return (await settings.get<boolean>('ENABLE_OPENSCHOOL')) !== false;
}

/** The sitemap index: every language's file (or files), with the newest change of the directory. */
export async function renderSitemapIndex(deps: SitemapDeps): Promise<string> {
  const site = await sitemapSite(deps.settings);
  const [changes, schools] = await Promise.all([latestChanges(deps.db), countListedSchools(deps.db)]);
  const lastmod = lastmodOf(
    [changes.schoolsUpdatedAt, ...changes.curriculums.map((row) => row.updated_at)]
      .flatMap((date) => (date === null ? [] : [new Date(date)]))
      .sort((a, b) => b.getTime() - a.getTime())[0],
  );
  const perFile = urlsPerFile(site);
  return sitemapIndex(
    site.languages.flatMap((lang) =>
      sitemapFileNames(lang, fixedPages(changes, lang, site).length + schools, perFile).map((name) => ({
        url: `${site.url}${SITEMAP_FILES_PATH}/${name}`,
        lastmod,
      })),
    ),
  );
}

/**
 * One sitemap file (`en.xml`, `en-3.xml`) as a stream of text, or null when no such file exists
 * (an unknown or disabled language, a part past the end, a part number on a one-file sitemap).
 * `perFile` is for tests; by default it follows the 50,000 URLs / 50 MB limits.
 */
export async function renderSitemapFile(
  deps: SitemapDeps,
  name: string,
  options: { perFile?: number } = {},
): Promise<AsyncGenerator<string> | null> {
  const parsed = parseSitemapFileName(name);
  const site = await sitemapSite(deps.settings);
  if (!parsed || !site.languages.includes(parsed.lang)) return null;
  const [changes, schools] = await Promise.all([latestChanges(deps.db), countListedSchools(deps.db)]);
  const fixed = fixedPages(changes, parsed.lang, site);
  const perFile = options.perFile ?? urlsPerFile(site);
  const files = sitemapFileNames(parsed.lang, fixed.length + schools, perFile);
  if (!files.includes(name)) return null;
  const { start, end } = fileRange(parsed.part, perFile);
  const lang = parsed.lang;

  async function* lines(): AsyncGenerator<string> {
    yield URLSET_START;
    for (const page of fixed.slice(start, end)) yield urlEntry(site, page, lang);
    const offset = Math.max(0, start - fixed.length);
    const limit = end - Math.max(start, fixed.length);
    if (limit > 0) {
      for await (const rows of listedSchoolBatches(deps.db, { offset, limit })) {
        // One chunk per batch: fewer, larger writes to the socket.
        yield rows
          .map((row) => urlEntry(site, { path: schoolPath(row), lastmod: lastmodOf(row.updated_at) }, lang))
          .join('');
      }
    }
    yield URLSET_END;
  }
  return lines();
}
