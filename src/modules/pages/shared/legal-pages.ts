/** The legal pages whose text the admin may replace (settings of the Pages section). */
export const LEGAL_PAGES = ['privacy', 'terms'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

export const LEGAL_PAGE_SETTING: Record<LegalPageName, string> = {
  privacy: 'PRIVACY_TEXT',
  terms: 'TERMS_TEXT',
};

/**
 * Placeholders a legal text may hold, in the default texts and in the admin's own:
 * filled from the settings when the page is served.
 */
export const LEGAL_PLACEHOLDERS = ['siteName', 'siteUrl', 'operator', 'contact'] as const;

/** The content pages search engines may list, each in every language (decision 082). */
export const INDEXED_CONTENT_PAGES = ['/about', '/privacy', '/terms', '/moderation'] as const;
/** Their sitemap, served by the module and named by robots.txt. */
export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';
