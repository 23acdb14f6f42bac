import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { DATA_QUERY, settingsMap } from './data-query';
import { AppLayout } from './layout/app-layout';
import type { ModuleRoute } from './module';
import { enabledModules } from './modules';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** Routes of every module whose ENABLE_<MODULE> setting is not false, highest priority first. */
export function collectModuleRoutes(settings: Record<string, unknown>): ModuleRoute[] {
  return enabledModules(settings)
    .flatMap((module) => module.routes)
    .sort((a, b) => b.priority - a.priority);
}

/**
 * The router's route tree. Pages are loaded lazily; their `prefetch` runs only on the server,
 * where it fills the Apollo cache the HTML is rendered from. In the browser, pages fetch
 * with cache-and-network as they render.
 */
export function buildRoutes(options: { apollo: ApolloClient; server: boolean }): RouteObject[] {
  const { apollo, server } = options;
  const settings = settingsMap(apollo.readQuery({ query: DATA_QUERY })?.settings.items);
  const pages: RouteObject[] = collectModuleRoutes(settings).map((route) => ({
    id: route.path,
    ...(route.path === '/' ? { index: true } : { path: route.path.slice(1) }),
    lazy: async () => {
      const page = await route.load();
      const prefetch = page.prefetch;
      return {
        Component: page.Component,
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
      Component: AppLayout,
      ErrorBoundary: RouteError,
      children: [...pages, { id: 'not-found', path: '*', Component: NotFoundPage, handle: { status: 404 } }],
    },
  ];
}
