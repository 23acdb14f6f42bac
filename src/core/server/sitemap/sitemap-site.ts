import { enabledLanguagesOf } from '@/core/shared/language-urls';
import type { SettingsService } from '../settings/settings-service';

export interface SitemapSite {
  /** WEBSITE_URL without a trailing slash. */
  url: string;
  /** The enabled languages, in the setting's order. */
  languages: readonly string[];
}

/** The site's address and enabled languages, from the settings, as every sitemap writes them. */
export async function sitemapSite(settings: SettingsService): Promise<SitemapSite> {
  const [url, languages] = await Promise.all([
    settings.get<string>('WEBSITE_URL'),
    settings.get<string[]>('LANGUAGES'),
  ]);
  return {
    url: (typeof url === 'string' && url.trim() ? url.trim() : 'http://localhost:3000').replace(/\/+$/, ''),
    languages: enabledLanguagesOf(languages),
  };
}
