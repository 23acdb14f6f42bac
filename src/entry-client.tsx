// Mantine's reset, variables and global classes, which the plain elements of every page use too.
// Its components' styles come with its providers (`theme/with-mantine.tsx`): a page of plain
// elements paints without them (decision 113). All of Mantine's styles are in its CSS layer, so
// ours, outside any layer, win over them whatever order the stylesheets arrive in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { AppProviders } from './core/client/app-providers';
import { AppRouter, createAppRouter } from './core/client/app-router';
import { DATA_QUERY, settingsMap } from './core/client/data-query';
import { browserExchanges } from './core/client/graphql-client/browser-exchanges';
import type { CacheState } from './core/client/graphql-client/document-cache';
import { GraphQLClient } from './core/client/graphql-client/graphql-client';
import { createI18n, type Translations } from './core/client/i18n';
import { frameBlocksOf } from './core/client/layout/frame-blocks';
import { STORED_LANGUAGE_KEY } from './core/client/layout/language-switcher';
import { preloadModuleBlocks } from './core/client/layout/module-block';
import { enabledModules } from './core/client/modules';
import { nextTask } from './core/client/next-task';
import { preferenceNamesOf } from './core/client/preferences/remembered-preferences';
import { buildRoutes } from './core/client/routes';
import { startErrorReporting } from './core/client/states/error-reporting';
import { FirstLoad } from './core/client/states/first-load';
import { firstLoadLanguage } from './core/client/states/first-load-language';
import { warnUnauthorizedOperation } from './core/client/states/notices';
import type { Translator } from './core/client/translator';
import { whenIdle } from './core/client/when-idle';

// The pages' Content-Security-Policy allows no eval: zod compiles no checks (nor probes whether
// it may). Set in the object zod reads its configuration from, shared by every copy of it (made
// here when zod has not loaded yet), so that the first script does not load zod as `z.config`
// would: the forms that use zod load later.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

declare global {
  interface Window {
    __APP_STATE__?: {
      graphql: CacheState;
      lang: string;
      /** The namespaces the server's render read; `namespaces` names all the page may read. */
      translations: Translations;
      namespaces: string[];
      /** The ids of the routes the server's render matched. */
      routes?: string[];
    };
  }
}

/**
 * Loads the lazy routes of the current URL before hydrating, so the first render matches the
 * server's. The server names them (`ids`): matching the address would rank and compile every
 * route's path once more than the router does as it starts, in the phone's first long task.
 */
async function loadMatchedRoutes(routes: RouteObject[], ids: readonly string[] | undefined): Promise<void> {
  const named = ids ? routesWithIds(routes, new Set(ids)) : [];
  // A route without an id of its own (React Router numbers it) is found by matching.
  const matched =
    ids && named.length === ids.length
      ? named
      : (matchRoutes(routes, window.location) ?? []).map((match) => match.route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The routes of the tree, at any depth, whose id is one of `ids`. */
function routesWithIds(routes: RouteObject[], ids: ReadonlySet<string>): RouteObject[] {
  return routes.flatMap((route) => [
    ...(route.id !== undefined && ids.has(route.id) ? [route] : []),
    ...routesWithIds(route.children ?? [], ids),
  ]);
}

/**
 * The page came with the translations its server render read: the others load once the page is
 * idle, and a page shown afterwards waits for them (`beforePage`), so that no text appears as its
 * key. Until then a namespace asked for by a component loads on its own (`useTranslation`).
 */
function loadOtherTranslations(i18n: Translator, namespaces: string[]): () => Promise<unknown> {
  let loading: Promise<unknown> | undefined;
  const load = () => {
    loading ??= i18n.loadNamespaces(namespaces);
    return loading;
  };
  whenIdle(() => void load());
  return load;
}

/** Once the settings are known: error reporting when configured, then the service worker. */
function afterSettings(client: GraphQLClient): void {
  startErrorReporting(settingsMap(client.readQuery({ query: DATA_QUERY })?.settings.items).SENTRY_DSN);
  // The service worker is built with the production bundle; the dev server has none.
  if (import.meta.env.PROD) {
    void import('./core/client/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker());
  }
}

const state = window.__APP_STATE__;
const lang =
  state?.lang ??
  firstLoadLanguage({
    search: window.location.search,
    stored: window.localStorage.getItem(STORED_LANGUAGE_KEY),
    browser: navigator.languages,
    page: document.documentElement.lang,
  });
// The language the server chose (?lang=, then the remembered choice, then the browser's) is the
// visitor's choice from now on; the server keeps it in a cookie, the browser in local storage.
if (state) window.localStorage.setItem(STORED_LANGUAGE_KEY, state.lang);
// The start in steps, each a task of its own: evaluating the first script, then the translator and
// the GraphQL client with the page's data, building the routes, creating the router, hydrating.
// On a phone the first and the last two were two tasks of 100–200 ms, the longest of a page's load.
await nextTask();
const i18n = createI18n({ lang, translations: state?.translations ?? {}, browser: true });
const client = new GraphQLClient({
  exchanges: browserExchanges(lang, { onUnauthorized: () => warnUnauthorizedOperation(i18n) }),
  state: state?.graphql,
});
const root = document.getElementById('root')!;

if (client.readQuery({ query: DATA_QUERY })) {
  // The usual case: the server rendered the page and embedded its data; hydrate it.
  // The current page's code loads now, without waiting for the translations it did not read.
  await nextTask();
  let hydrating = true;
  const otherTranslations = loadOtherTranslations(i18n, state?.namespaces ?? []);
  const siteData = client.readQuery({ query: DATA_QUERY });
  const settings = settingsMap(siteData?.settings.items);
  const routes = buildRoutes({
    settings,
    server: false,
    beforePage: () => (hydrating ? Promise.resolve() : otherTranslations()),
  });
  // The top bar's and the footer's blocks and the page picture too, alongside: one still loading
  // when the page hydrates would be rendered afresh as soon as the frame updates, its server HTML
  // removed then put back (the footer shrank and grew again, a layout shift on short pages).
  await Promise.all([
    loadMatchedRoutes(routes, state?.routes),
    preloadModuleBlocks(frameBlocksOf(enabledModules(settings), siteData)),
  ]);
  hydrating = false;
  await nextTask();
  const router = createAppRouter(routes, preferenceNamesOf(enabledModules(settings)));
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a long task of 70–170 ms on a phone): a tap meanwhile is
  // handled first, and the page is hydrated in the pauses.
  startTransition(() => {
    hydrateRoot(
      root,
      <AppProviders client={client} i18n={i18n}>
        <AppRouter router={router} />
      </AppProviders>,
    );
  });
  afterSettings(client);
} else {
  // The HTML came without the server's data (a cached shell, a proxy): render from scratch.
  createRoot(root).render(
    <AppProviders client={client} i18n={i18n}>
      <FirstLoad
        createRouter={() => {
          afterSettings(client);
          const settings = settingsMap(client.readQuery({ query: DATA_QUERY })?.settings.items);
          return createAppRouter(
            buildRoutes({ settings, server: false }),
            preferenceNamesOf(enabledModules(settings)),
          );
        }}
      />
    </AppProviders>,
  );
}
