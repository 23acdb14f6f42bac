import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { DATA_QUERY, settingsMap } from './data-query';
import { AppLayout } from './layout/app-layout';
import { PageMetaSync } from './meta/page-meta-sync';
import type { ModuleRoute } from './module';
import { enabledModules } from './modules';
import { NotFoundPage, notFoundMeta } from './not-found-page';
import { RouteError } from './route-error';
import { SETUP_ROUTES } from './setup/setup-routes';

/**
 * Routes of every module whose ENABLE_<MODULE> setting is not false, highest priority first.
 * When two modules offer the same path (`/`), the higher priority takes it.
 */
export function collectModuleRoutes(settings: Record<string, unknown>): ModuleRoute[] {
  const sorted = enabledModules(settings)
    .flatMap((module) => module.routes)
    .sort((a, b) => b.priority - a.priority);
  return sorted.filter((route, index) => sorted.findIndex((other) => other.path === route.path) === index);
}

/**
 * The router's route tree. Pages are loaded lazily; their `prefetch` runs only on the server,
 * where it fills the Apollo cache the HTML is rendered from. In the browser, pages fetch
 * with cache-and-network as they render.
 */
export function buildRoutes(options: { apollo: ApolloClient; server: boolean }): RouteObject[] {
  const { apollo, server } = options;
  const settings = settingsMap(apollo.readQuery({ query: DATA_QUERY })?.settings.items);
  const pages: RouteObject[] = [...SETUP_ROUTES, ...collectModuleRoutes(settings)].map((route) => ({
    id: route.path,
    ...(route.path === '/' ? { index: true } : { path: route.path.slice(1) }),
    lazy: async () => {
      const page = await route.load();
      const prefetch = page.prefetch;
      return {
        Component: page.Component,
        handle: page.meta ? { meta: page.meta } : undefined,
        loader:
          server && prefetch
            ? async (args: LoaderFunctionArgs) => {
                await prefetch({ ...args, apollo });
                return null;
              }
            : undefined,
      };
    },
  }));
  return [
    {
      id: 'root',
      path: '/',
      Component: AppRoot,
      ErrorBoundary: RouteError,
      children: [
        ...pages,
        { id: 'not-found', path: '*', Component: NotFoundPage, handle: { status: 404, meta: notFoundMeta } },
      ],
    },
  ];
}

/** The page frame, and the page's <head> kept in step in the browser. */
function AppRoot() {
  return (
    <>
      <PageMetaSync />
      <AppLayout />
    </>
  );
}
