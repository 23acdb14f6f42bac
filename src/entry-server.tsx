import { renderToPipeableStream } from 'react-dom/server';
import {
  type ActionFunctionArgs,
  createStaticHandler,
  createStaticRouter,
  data,
  type RouteObject,
  type StaticHandler,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './core/client/app-providers';
import { DATA_QUERY, settingsMap } from './core/client/data-query';
import { GraphQLClient } from './core/client/graphql-client/graphql-client';
import { schemaExchange } from './core/client/graphql-client/schema-exchange';
import { createI18n, type Translations } from './core/client/i18n';
import { frameBlocksOf } from './core/client/layout/frame-blocks';
import { preloadModuleBlocks } from './core/client/layout/module-block';
import { headHtml } from './core/client/meta/head-html';
import { headTagsOf } from './core/client/meta/head-tags';
import { pageMetaOf } from './core/client/meta/page-meta';
import type { ModuleRoute } from './core/client/module';
import { collectFeeds, enabledModules } from './core/client/modules';
import { RequestCookiesProvider } from './core/client/request-cookies';
import {
  buildRoutes,
  collectModuleRoutes,
  type PageRouteHandle,
  type ServerRouteContext,
} from './core/client/routes';
import { mantineGlobalStyles } from './core/client/theme/mantine-global-styles';
import { watchedTranslations } from './core/client/translations-read';
import { clientSourceOf } from './core/shared/client-source';
import { formatOf } from './core/shared/format';
import type { PostedFormRender } from './core/shared/posted-form';
import type { RenderPage } from './core/shared/render-contract';

/** JSON safe inside a <script>: no `</script>` or HTML comment can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The JSON of some namespaces of a language's translations, written once per set: the server
 * hands every page of a language the same object, and pages of a kind read the same namespaces.
 */
const namespacesJson = new WeakMap<Translations, Map<string, string>>();
function translationsScriptJson(translations: Translations, namespaces: string[]): string {
  let byNames = namespacesJson.get(translations);
  if (!byNames) {
    byNames = new Map();
    namespacesJson.set(translations, byNames);
  }
  const names = namespaces.join(',');
  let json = byNames.get(names);
  if (json === undefined) {
    json = scriptJson(Object.fromEntries(namespaces.map((ns) => [ns, translations[ns]])));
    // A handful of page kinds read a handful of sets; the bound only guards against the unforeseen.
    if (byNames.size >= 200) byNames.clear();
    byNames.set(names, json);
  }
  return json;
}

/** What each request hands the shared route tree: its GraphQL client, and a posted form's answer. */
interface RenderContext extends ServerRouteContext {
  postedForm?: PostedFormRender;
}

/** A page's action: the form the server ran for a post without scripts, with the page's status. */
const postedFormAction = ({ context }: ActionFunctionArgs) => {
  const posted = (context as RenderContext).postedForm!;
  return data(posted.form, { status: posted.status });
};

/** The routes, each answering a post with `postedFormAction` (the browser's have no action). */
function withPostedFormAction(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.index
      ? { ...route, action: postedFormAction }
      : {
          ...route,
          action: postedFormAction,
          children: route.children && withPostedFormAction(route.children),
        },
  );
}

/**
 * The route tree and its handler, built once for each set of pages the settings turn on (and
 * once more with the posted forms' action): building them ranked and compiled every route's
 * path for every request. Nothing of a request is in them (`RenderContext`); a page's code,
 * once loaded, stays in its route.
 */
const handlers = new Map<string, StaticHandler>();
const routeNumbers = new WeakMap<ModuleRoute, number>();
let routesNumbered = 0;
/** A number for each of the modules' routes, the same for as long as the server runs. */
function routeNumberOf(route: ModuleRoute): number {
  let number = routeNumbers.get(route);
  if (number === undefined) {
    number = routesNumbered++;
    routeNumbers.set(route, number);
  }
  return number;
}
function staticHandlerFor(settings: Record<string, unknown>, posted: boolean): StaticHandler {
  // By the routes themselves, not their paths: the map as home page (MAP_HOME) is another `/`.
  const key = `${posted ? 'post' : 'get'} ${collectModuleRoutes(settings).map(routeNumberOf).join(' ')}`;
  let handler = handlers.get(key);
  if (!handler) {
    const routes = buildRoutes({ settings, server: true });
    handler = createStaticHandler(posted ? withPostedFormAction(routes) : routes);
    // Settings change rarely; the bound only guards against the unforeseen.
    if (handlers.size >= 20) handlers.clear();
    handlers.set(key, handler);
  }
  return handler;
}

/** Renders one page on the server: runs its queries in-process, then streams the HTML. */
export const render: RenderPage = async ({
  request,
  schema,
  context,
  lang,
  translations,
  signal,
  nonce,
  postedForm,
}) => {
  // The page renders once, from what its prefetch kept: nothing it shows is asked again.
  const client = new GraphQLClient({ exchanges: [schemaExchange(schema, context)], revalidate: false });
  await client.query({ query: DATA_QUERY });
  const siteData = client.readQuery({ query: DATA_QUERY });
  const settings = settingsMap(siteData?.settings.items);
  const handler = staticHandlerFor(settings, Boolean(postedForm));
  // A posted form reaches the page as its action's data (what `usePostedForm` reads, hydrated
  // from the page's router data); the server ran the form already (decision 075).
  // The lazily loaded modules the page is made of: the browser needs their files before hydrating.
  const modules = new Set<object>();
  const styledModules = new Set<object>();
  const requestContext: RenderContext = { client, modules, styledModules, postedForm };
  const routed = postedForm
    ? await handler.query(new Request(request, { method: 'POST' }), { requestContext })
    : await handler.query(request, { requestContext });
  signal.throwIfAborted();
  if (routed instanceof Response) {
    return { kind: 'redirect', status: routed.status, location: routed.headers.get('Location') ?? '/' };
  }
  // Its pages, beside the parts their prefetch named.
  for (const match of routed.matches) {
    const handle = match.route.handle as PageRouteHandle | undefined;
    if (handle?.page) modules.add(handle.page);
    if (handle?.mantine) modules.add(handle.mantine);
  }
  const router = createStaticRouter(handler.dataRoutes, routed);
  // The routes the address matched: the browser loads their code before hydrating, by id.
  const routeIds = scriptJson(routed.matches.map((match) => match.route.id));
  // The page embeds the namespaces its render reads (its metadata's too); the browser loads the
  // others when it is idle, and before it shows another page (entry-client.tsx).
  const watched = watchedTranslations(translations);
  const i18n = createI18n({ lang, translations: watched.translations, browser: false });
  watched.watch();
  const notFound = routed.matches.some(
    (match) => (match.route.handle as { status?: number })?.status === 404,
  );
  // The top bar's and the footer's blocks and the page picture, written in place like the rest.
  for (const block of await preloadModuleBlocks(frameBlocksOf(enabledModules(settings), siteData))) {
    modules.add(block);
  }
  // The page's metadata, from what its prefetch put in the cache and what it read of its address.
  const url = new URL(request.url);
  const meta = pageMetaOf(
    routed.matches.map((match) => ({ handle: match.route.handle, data: routed.loaderData[match.route.id] })),
    {
      url,
      params: routed.matches.at(-1)?.params ?? {},
      client,
      settings,
      t: i18n.t,
      format: formatOf(lang),
    },
  );

  const stream = await new Promise<ReturnType<typeof renderToPipeableStream>>((resolve, reject) => {
    const pipeable = renderToPipeableStream(
      <RequestCookiesProvider value={request.headers.get('cookie') ?? ''}>
        <AppProviders client={client} i18n={i18n}>
          <StaticRouterProvider router={router} context={routed} nonce={nonce} />
        </AppProviders>
      </RequestCookiesProvider>,
      {
        // React's own inline scripts (a streamed boundary's completion) carry the page's nonce.
        nonce,
        // A finished Suspense boundary (the footer's newsletter block) is written in place. By
        // default React moves one that comes after 12.8 kB of HTML to the end of the document
        // and reveals it up to 300 ms after the first paint: the footer then grew under the
        // visitor's eyes (a layout shift on every short page). The page's data is fetched
        // before rendering, so nothing is gained by painting earlier without it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady: () => {
          signal.addEventListener('abort', () => pipeable.abort(signal.reason), { once: true });
          resolve(pipeable);
        },
        onShellError: reject,
        onError: (error) => {
          if (!signal.aborted) console.error('Server rendering failed', error);
        },
      },
    );
  });
  // The answers the markup was rendered from: one a component asked for while rendering comes
  // later, and the browser must hydrate without it, as the server rendered.
  const graphql = scriptJson(client.extract());
  return {
    kind: 'page',
    status: notFound ? 404 : routed.statusCode,
    head: headHtml(
      headTagsOf(meta, {
        settings,
        pathname: url.pathname,
        lang,
        feeds: collectFeeds(settings, i18n.t),
      }),
    ),
    styles: mantineGlobalStyles(),
    modules: [...modules].flatMap((module) => clientSourceOf(module) ?? []),
    styledModules: [...styledModules].flatMap((module) => clientSourceOf(module) ?? []),
    pipe: (writable) => stream.pipe(writable),
    // The same as scriptJson({ graphql, lang, translations, namespaces, routes }), the
    // translations written once per set.
    state: () =>
      `{"graphql":${graphql},"lang":${scriptJson(lang)},"translations":${translationsScriptJson(translations, watched.read())},"namespaces":${scriptJson(Object.keys(translations))},"routes":${routeIds}}`,
  };
};
