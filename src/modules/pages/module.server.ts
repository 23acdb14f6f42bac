import type { ServerModule } from '@/core/server/module';
import { PAGES_SITEMAP_PATH } from './shared/legal-pages';

/** Content pages: about, privacy, terms, coming soon, the moderation log (the core's query). Always on. */
const pages: ServerModule = {
  name: 'pages',
  settings: [
    // Empty: the default text in the visitor's language. Private: served by the `legalPage`
    // query on the pages that show them, not with every page's public settings.
    { key: 'PRIVACY_TEXT', section: 'Pages', type: 'longText', private: true },
    { key: 'TERMS_TEXT', section: 'Pages', type: 'longText', private: true },
  ],
  loadGraphql: () => import('./server/legal-page.graphql'),
  robots: { sitemapPath: PAGES_SITEMAP_PATH },
  mountRoutes: async (app, deps) => (await import('./server/pages-sitemap')).mountPagesSitemap(app, deps),
};

export default pages;
