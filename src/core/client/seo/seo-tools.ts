/** An outside SEO tool, opened on this site or page. */
export interface SeoTool {
  /** Key of its name in the `admin` namespace (`seo.tools.<key>`). */
  key: string;
  href: string;
}

/**
 * The SEO drawer's tool links (spec "Shell"), built from the page being looked at: its site
 * in search results, its speed, how it shares on social networks, and the site's console and
 * keyword and domain analyses.
 */
export function seoToolsFor(page: URL, siteName: string): SeoTool[] {
  const url = encodeURIComponent(page.href);
  const host = encodeURIComponent(page.host);
  return [
    { key: 'siteSearch', href: `https://www.google.com/search?q=site%3A${host}` },
    { key: 'pageSpeed', href: `https://pagespeed.web.dev/analysis?url=${url}` },
    { key: 'sharingDebugger', href: `https://developers.facebook.com/tools/debug/?q=${url}` },
    { key: 'cardValidator', href: `https://cards-dev.twitter.com/validator?url=${url}` },
    {
      key: 'searchConsole',
      href: `https://search.google.com/search-console?resource_id=${encodeURIComponent(`${page.origin}/`)}`,
    },
    {
      key: 'keywords',
      href: `https://www.semrush.com/analytics/keywordoverview/?q=${encodeURIComponent(siteName)}`,
    },
    { key: 'domain', href: `https://www.semrush.com/analytics/overview/?q=${host}` },
  ];
}
