import { PassThrough, Writable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { directionOf, isLanguageCode } from '../../shared/languages';
import { setupRedirect } from '../../shared/setup-flow';
import type { GraphQLContext } from '../graphql/context';
import { LANGUAGE_COOKIE } from '../i18n/request-language';
import { readSetupState } from '../setup/setup-service';
import type { PageRenderer } from './page-renderer';
import { loadTranslations, translationsForPage } from './translations';

function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  return new Request(url, { method: 'GET', headers });
}

/** Server-renders every GET that no other route took: the React app decides what the page is. */
export function mountPages(
  app: FastifyInstance,
  options: {
    renderer: PageRenderer;
    schema: GraphQLSchema;
    createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>;
    dev: boolean;
  },
): void {
  app.get('/*', async (request, reply) => {
    const context = await options.createContext(request, reply);
    // Spec "Shell": until the setup is finalized every page leads to /_setup.
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const setupTarget = setupRedirect(await readSetupState(context), context.permissions, pathname);
    if (setupTarget) return reply.redirect(setupTarget, 302);
    const lang =
      isLanguageCode(context.lang) && hasTranslations(context.lang, options.dev) ? context.lang : 'en';
    const [template, render] = await Promise.all([
      options.renderer.template(request.url),
      options.renderer.renderPage(),
    ]);
    const result = await render({
      request: toFetchRequest(request),
      schema: options.schema,
      context,
      lang,
      translations: translationsForPage(lang, pathname, { reload: options.dev }),
    });
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    // A language chosen in the URL is remembered for the next pages.
    if ((request.query as Record<string, unknown>).lang) {
      reply.setCookie(LANGUAGE_COOKIE, lang, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 3600 });
    }

    const [before = '', after = ''] = template
      .replace('<!--app-lang-->', lang)
      .replace('<!--app-dir-->', directionOf(lang))
      .replace('<!--app-head-->', result.head)
      .replace('<!--app-state-->', `<script>window.__APP_STATE__=${result.state}</script>`)
      .split('<!--app-html-->');
    const body = new PassThrough();
    body.write(before);
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        body.write(chunk, callback);
      },
      final(callback) {
        body.end(after);
        callback();
      },
    });
    result.pipe(sink);
    return reply
      .status(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(body);
  });
}

function hasTranslations(lang: string, dev: boolean): boolean {
  return Object.keys(loadTranslations(lang, { reload: dev })).length > 0;
}
