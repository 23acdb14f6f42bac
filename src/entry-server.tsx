import { SchemaLink } from '@apollo/client/link/schema';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createApolloClient } from './core/client/apollo';
import { AppProviders } from './core/client/app-providers';
import { DATA_QUERY, settingsMap } from './core/client/data-query';
import { createI18n } from './core/client/i18n';
import { buildRoutes } from './core/client/routes';
import type { RenderPage } from './core/shared/render-contract';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON safe inside a <script>: no `</script>` or HTML comment can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function headTags(settings: Record<string, unknown>): string {
  const title = String(settings.WEBSITE_NAME ?? 'International Schools');
  const description = settings.WEBSITE_DESCRIPTION ? String(settings.WEBSITE_DESCRIPTION) : undefined;
  return [
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}" />` : '',
    settings.ENABLE_SEO_INDEX === true ? '' : '<meta name="robots" content="noindex, nofollow" />',
  ].join('');
}

/** Renders one page on the server: runs its queries in-process, then streams the HTML. */
export const render: RenderPage = async ({ request, schema, context, lang, translations }) => {
  const apollo = createApolloClient({
    link: new SchemaLink({ schema, context: context as SchemaLink.ResolverContext }),
    ssr: true,
  });
  await apollo.query({ query: DATA_QUERY });
  const handler = createStaticHandler(buildRoutes({ apollo, server: true }));
  const routed = await handler.query(request);
  if (routed instanceof Response) {
    return { kind: 'redirect', status: routed.status, location: routed.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, routed);
  const i18n = await createI18n({ lang, translations, browser: false });
  const notFound = routed.matches.some(
    (match) => (match.route.handle as { status?: number })?.status === 404,
  );
  const settings = settingsMap(apollo.readQuery({ query: DATA_QUERY })?.settings.items);

  const stream = await new Promise<ReturnType<typeof renderToPipeableStream>>((resolve, reject) => {
    const pipeable = renderToPipeableStream(
      <AppProviders apollo={apollo} i18n={i18n}>
        <StaticRouterProvider router={router} context={routed} />
      </AppProviders>,
      {
        onShellReady: () => resolve(pipeable),
        onShellError: reject,
        onError: (error) => console.error('Server rendering failed', error),
      },
    );
  });
  return {
    kind: 'page',
    status: notFound ? 404 : routed.statusCode,
    head: headTags(settings),
    pipe: (writable) => stream.pipe(writable),
    state: scriptJson({ apollo: apollo.extract(), lang, translations }),
  };
};
