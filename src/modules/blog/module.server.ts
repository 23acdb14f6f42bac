import { fileURLToPath } from 'node:url';
import type { ServerModule } from '@/core/server/module';
import { entityPermissions } from '@/core/shared/permissions';
import { BLOG_SITEMAP_PATH } from './shared/blog-paths';

const PERMISSIONS = entityPermissions('BlogPost', ['list', 'read', 'create', 'update']);

declare module '../../core/shared/permissions' {
  interface ModulePermissions {
    blog: (typeof PERMISSIONS)[number];
  }
}

/** The optional blog: guides and news for families moving country, written in the admin. */
const blog: ServerModule = {
  name: 'blog',
  enableSetting: 'ENABLE_BLOG',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  // Spec section 3 lists ENABLE_BLOG among the General keys: it stays in that section.
  settings: [{ key: 'ENABLE_BLOG', section: 'General', type: 'boolean', default: false }],
  permissions: PERMISSIONS,
  robots: { sitemapPath: BLOG_SITEMAP_PATH },
  loadGraphql: () =>
    Promise.all([import('./server/blog.graphql'), import('./server/admin/blog-post-admin.graphql')]),
  dashboardStats: async (db) => (await import('./server/blog-dashboard')).blogDashboardStats(db),
  mountRoutes: async (app, deps) => (await import('./server/blog-routes')).mountBlogRoutes(app, deps),
};

export default blog;
