import '@mantine/core/styles.css';
import type { NormalizedCacheObject } from '@apollo/client';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserLink, createApolloClient } from './core/client/apollo';
import { AppProviders } from './core/client/app-providers';
import { createI18n, type Translations } from './core/client/i18n';
import { STORED_LANGUAGE_KEY } from './core/client/layout/language-switcher';
import { buildRoutes } from './core/client/routes';

declare global {
  interface Window {
    __APP_STATE__: { apollo: NormalizedCacheObject; lang: string; translations: Translations };
  }
}

/** Loads the lazy routes of the current URL before hydrating, so the first render matches the server's. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const state = window.__APP_STATE__;
// The language the server chose (?lang=, then the remembered choice, then the browser's) is the
// visitor's choice from now on; the server keeps it in a cookie, the browser in local storage.
window.localStorage.setItem(STORED_LANGUAGE_KEY, state.lang);
const apollo = createApolloClient({ link: browserLink(state.lang), state: state.apollo });
const i18n = await createI18n({ lang: state.lang, translations: state.translations, browser: true });
const routes = buildRoutes({ apollo, server: false });
await loadMatchedRoutes(routes);
const router = createBrowserRouter(routes);

hydrateRoot(
  document.getElementById('root')!,
  <AppProviders apollo={apollo} i18n={i18n}>
    <RouterProvider router={router} />
  </AppProviders>,
);
