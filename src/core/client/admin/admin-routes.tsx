import { type RouteObject, redirect } from 'react-router';
import type { ModuleRoute } from '../module';

export const ADMIN_ROOT = '/_admin';

/** The platform's admin pages; modules add theirs as routes under /_admin/ in their manifests. */
export const CORE_ADMIN_ROUTES: ModuleRoute[] = [
  { path: '/_admin/dashboard', priority: 1000, load: () => import('./dashboard/dashboard-route') },
  { path: '/_admin/settings', priority: 1000, load: () => import('./settings/settings-route') },
  { path: '/_admin/settings/:section', priority: 1000, load: () => import('./settings/settings-route') },
  { path: '/_admin/sysinfo', priority: 1000, load: () => import('./sysinfo/sysinfo-route') },
  { path: '/_admin/audit', priority: 1000, load: () => import('./audit/audit-list-route') },
  { path: '/_admin/audit/:id', priority: 1000, load: () => import('./audit/audit-detail-route') },
  {
    path: '/_admin/translations',
    priority: 1000,
    load: () => import('./translations/missing-translation-list-route'),
  },
  {
    path: '/_admin/translations/:id',
    priority: 1000,
    load: () => import('./translations/missing-translation-detail-route'),
  },
];

/**
 * The admin console: /_admin redirects to the dashboard (spec section 2), every other admin page
 * opens inside the console's frame (drawer and page). `pages` have paths from the root.
 */
export function adminRouteTree(pages: RouteObject[]): RouteObject {
  const prefix = `${ADMIN_ROOT.slice(1)}/`;
  return {
    id: ADMIN_ROOT,
    path: ADMIN_ROOT.slice(1),
    lazy: async () => ({ Component: (await import('./admin-frame')).AdminFrame }),
    children: [
      { id: `${ADMIN_ROOT}/`, index: true, loader: () => redirect(`${ADMIN_ROOT}/dashboard`) },
      ...pages.map((page) => ({ ...page, path: page.path?.slice(prefix.length) }) as RouteObject),
    ],
  };
}
