import { data, type LoaderFunction, type RouteObject } from 'react-router';
import type { GraphQLClient } from '@/core/client/graphql-client/graphql-client';
import { ADMIN_ROOT, adminRouteTree, CORE_ADMIN_ROUTES } from './admin/admin-routes';
import { AppLayout } from './layout/app-layout';
import type { PageMetaSource } from './meta/page-meta';
import { PageMetaSync } from './meta/page-meta-sync';
import { type ModuleRoute, PAGE_NOT_FOUND, type PageModule } from './module';
import { enabledModules, settingAllows } from './modules';
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
    .filter((route) => settingAllows(settings, route.requiresSetting))
    .sort((a, b) => b.priority - a.priority);
  return sorted.filter((route, index) => sorted.findIndex((other) => other.path === route.path) === index);
}

interface RouteOptions {
  /** The site's settings: which modules, and so which pages, are on. */
  settings: Record<string, unknown>;
  server: boolean;
  /** What a page shown in the browser waits for besides its code (the translations it may read). */
  beforePage?: () => Promise<unknown>;
}

/**
 * What a server render hands the route tree with each request (`requestContext`): the tree is
 * built once per set of pages and serves every request, so nothing of one request is in it.
 */
export interface ServerRouteContext {
  /** The request's GraphQL client, which a page's `prefetch` fills. */
  client: GraphQLClient;
  /** The lazily loaded modules a page's `prefetch` named (`PageLoaderArgs.usesModule`). */
  modules: Set<object>;
  /** The islands the page renders (`PageModule.islands`): their stylesheets only. */
  styledModules: Set<object>;
}

/** What a page route's `handle` holds: its metadata source, and the page module itself. */
export interface PageRouteHandle {
  meta?: PageMetaSource;
  /** The loaded module (the server names its browser files in the page's <head>). */
  page: PageModule;
  /** Mantine's providers' module, around every page but the plain ones (its files named too). */
  mantine?: object;
}

/**
 * The router's route tree. Pages are loaded lazily; their `prefetch` runs only on the server,
 * where it fills the request's GraphQL cache (`ServerRouteContext`) the HTML is rendered from.
 * In the browser, pages fetch with cache-and-network as they render.
 */
export function buildRoutes(options: RouteOptions): RouteObject[] {
  const routes = [...SETUP_ROUTES, ...collectModuleRoutes(options.settings)];
  // Pages under /_admin/ (the core's and the modules') open inside the admin console's frame.
  const isAdmin = (route: ModuleRoute) => route.path.startsWith(`${ADMIN_ROOT}/`);
  const pages = routes.filter((route) => !isAdmin(route)).map((route) => pageRoute(route, options));
  const adminPages = [...CORE_ADMIN_ROUTES, ...routes.filter(isAdmin)].map((route) =>
    pageRoute(route, options),
  );
  return [
    {
      id: 'root',
      path: '/',
      Component: AppRoot,
      ErrorBoundary: RouteError,
      children: [
        ...pages,
        adminRouteTree(adminPages),
        { id: 'not-found', path: '*', Component: NotFoundPage, handle: { status: 404, meta: notFoundMeta } },
      ],
    },
  ];
}

/**
 * A lazily loaded page; its `prefetch` runs only on the server, before rendering. Its loader's
 * data is what it read from its address (`readAddress`), on the server and in the browser.
 */
function pageRoute(route: ModuleRoute, options: RouteOptions): RouteObject {
  return {
    id: route.path,
    ...(route.path === '/' ? { index: true } : { path: route.path.slice(1) }),
    lazy: async () => {
      const [page] = await Promise.all([route.load(), options.beforePage?.()]);
      const mantine = page.plainElements ? undefined : await import('./theme/with-mantine');
      const handle: PageRouteHandle = { meta: page.meta, page, mantine };
      return {
        Component: mantine ? mantine.withMantine(page.Component) : page.Component,
        handle,
        loader: options.server ? serverLoaderOf(page) : browserLoaderOf(page),
      };
    },
  };
}

/**
 * On the server: the page's islands loaded (their stylesheets named), what it reads from its
 * address (the loader's data), then its `prefetch`, which is handed that reading.
 */
function serverLoaderOf(page: PageModule): LoaderFunction | undefined {
  const { prefetch, readAddress, islands = [] } = page;
  if (!prefetch && !readAddress && islands.length === 0) return undefined;
  return async (args) => {
    const { client, modules, styledModules } = args.context as ServerRouteContext;
    for (const module of await Promise.all(islands.map((island) => island.load()))) {
      styledModules.add(module);
    }
    const address = readAddress ? await readAddress(new URL(args.request.url), args.params) : null;
    const usesModule = (module: object) => modules.add(module);
    const result = await prefetch?.({ ...args, client, usesModule, address: address as never });
    // A page that found nothing to show (PAGE_NOT_FOUND) answers 404.
    return result === PAGE_NOT_FOUND ? data(address, { status: 404 }) : address;
  };
}

/**
 * In the browser, before a navigation to the page: what it reads from its address, and its
 * islands' code, so that they show at once. The first page hydrates with the server's data.
 */
function browserLoaderOf(page: PageModule): LoaderFunction | undefined {
  const { readAddress, islands = [] } = page;
  if (!readAddress && islands.length === 0) return undefined;
  return async (args) => {
    const [address] = await Promise.all([
      readAddress ? readAddress(new URL(args.request.url), args.params) : null,
      ...islands.map((island) => island.load()),
    ]);
    return address;
  };
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
