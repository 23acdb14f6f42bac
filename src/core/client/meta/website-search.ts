/**
 * schema.org WebSite with a SearchAction (spec section 9: the search action of the home
 * page uses the `q` query parameter), so search engines can offer the site's search box.
 */
export function webSiteSearchAction(settings: Record<string, unknown>): Record<string, unknown> {
  const siteUrl = String(settings.WEBSITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  return {
    '@type': 'WebSite',
    name: settings.WEBSITE_NAME ?? undefined,
    url: `${siteUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
