import type { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { isLanguageCode } from '@/core/shared/languages';
import type { PostedFormRender } from '@/core/shared/posted-form';
import type { RenderResult } from '@/core/shared/render-contract';
import type { GraphQLContext } from '../graphql/context';
import { newNonce } from '../http/content-security-policy';
import { sendServerBusy } from '../http/load-shedding';
import { LANGUAGE_COOKIE } from '../i18n/request-language';
import type { VisitorPreferences } from '../preferences/visitor-preferences';
import { pageSetupRedirect } from '../setup/setup-service';
import type { PageCache } from './page-cache';
import type { PageRenderer } from './page-renderer';
import { PRIVATE_PAGE, sendPage } from './page-response';
import { pageStream } from './page-stream';
import { loadTranslations, translationsForPage } from './translations';

/**
 * The page as the server renders it. The origin is fixed: what a page shows never depends on
 * the Host a client sent (canonical links come from the site URL setting), so a page kept for
 * one visitor is right for all, and a malformed Host cannot break the render.
 */
function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  return new Request(new URL(request.url, 'http://localhost'), { method: 'GET', headers, signal });
}

/** Pages of the admin console, the setup wizard and the like are never kept. */
const isKeptPath = (pathname: string) => !pathname.startsWith('/_');

async function bufferOf(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/**
 * Server-renders every GET that no other route took: the React app decides what the page is.
 * Anonymous visitors' pages are kept in `cache` and served again until something they read
 * changes; signed-in visitors' pages are rendered for them and streamed. Returns the handler,
 * which page-form-routes.ts calls to render a posted form's answer.
 */
export function mountPages(
  app: FastifyInstance,
  options: {
    renderer: PageRenderer;
    schema: GraphQLSchema;
    createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>;
    dev: boolean;
    cache: PageCache | null;
    /** Cookies a guest's page is rendered from (the modules' `personalCookies`). */
    personalCookies?: readonly string[];
    /** The visitors' preferences: remembered from a page's address, put back into one without. */
    preferences: VisitorPreferences;
    /** The Content-Security-Policy of a page with this nonce; none while developing (Vite's inline scripts). */
    policy: ((nonce: string) => Promise<string>) | undefined;
  },
): PageHandler {
  const { cache } = options;
  const personalCookies = options.personalCookies ?? [];
  // A guest whose page shows what their cookies hold (their shortlist) gets a page of their own.
  const isPersonal = (request: FastifyRequest) =>
    personalCookies.some((name) => Boolean(request.cookies[name]));
  // Whatever sets a cookie while a page renders (through `setCookie`, added only now) makes the
  // page personal: it is forgotten, and no shared cache may keep the response. The language
  // cookie of a `?lang=` address is not personal (it follows from the URL, which is the key):
  // the page stays kept, and only this response is private, as any that sets a cookie.
  const forgetPagesThatSetCookies = async (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ) => {
    if (reply.hasHeader('set-cookie') && reply.getHeader('cache-control') !== PRIVATE_PAGE) {
      if (request.pageCacheKey) cache?.forget(request.pageCacheKey);
      reply.header('cache-control', PRIVATE_PAGE).removeHeader('etag').removeHeader('last-modified');
    }
    if (request.languageCookie) rememberLanguage(reply, request.languageCookie);
    if (request.rememberedPreferences) {
      const { name, value, options: cookie } = request.rememberedPreferences;
      reply
        .header('set-cookie', app.serializeCookie(name, value, cookie))
        .header('cache-control', PRIVATE_PAGE);
    }
    return payload;
  };
  const rememberLanguage = (reply: FastifyReply, lang: string) => {
    const options = { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 3600 } as const;
    reply
      .header('set-cookie', app.serializeCookie(LANGUAGE_COOKIE, lang, options))
      .header('cache-control', PRIVATE_PAGE);
  };
  const renderPage: PageHandler = async (request, reply) => {
    // A visitor who gave up while this request waited for its turn is not rendered for.
    if (request.raw.socket?.destroyed) return reply.status(503).send();
    const context = await options.createContext(request, reply);
    // Spec "Shell": until the setup is finalized every page leads to /_setup.
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const setupTarget = await pageSetupRedirect(context, context.permissions, pathname);
    if (setupTarget) return reply.redirect(setupTarget, 302);
    // A returning visitor's currency goes back into an address without it, before a kept page is
    // looked for (the address is the key); one the address carries is remembered (decision 103).
    if (request.method === 'GET') {
      const remembered = options.preferences.forPage(request, new URL(request.url, 'http://localhost'));
      if (remembered.redirect) {
        return reply.header('cache-control', PRIVATE_PAGE).redirect(remembered.redirect, 302);
      }
      if (remembered.changes) {
        if (context.user) await options.preferences.rememberForMember(context.user.id, remembered.changes);
        // Sent with the page, which stays kept: what it shows follows from its address.
        request.rememberedPreferences = options.preferences.cookie(request, remembered.preferences);
      }
    }
    const lang =
      isLanguageCode(context.lang) && hasTranslations(context.lang, options.dev) ? context.lang : 'en';
    const key = `${lang} ${request.url}`;
    // A language chosen in the URL is remembered for the next pages (set when sending, above).
    if ((request.query as Record<string, unknown>).lang && request.cookies?.[LANGUAGE_COOKIE] !== lang) {
      // A posted form's answer (never kept) is sent without the GET route's onSend: at once.
      if (request.method === 'GET') request.languageCookie = lang;
      else rememberLanguage(reply, lang);
    }
    // A posted form's answer (page-form-routes.ts) is never kept, nor a kept page served for it.
    const keep =
      cache && request.method === 'GET' && !context.user && !isPersonal(request) && isKeptPath(pathname)
        ? cache
        : null;
    const kept = keep?.get(key);
    if (kept) return sendPage(request, reply, kept, 'hit', options.policy);
    // Arrived while the server sheds load: a kept page was the only answer it could have.
    if (request.busyUnlessKept) return sendServerBusy(request, reply);

    const renderedAt = keep?.startRender() ?? 0;
    // Fresh for every render; a kept page gets a fresh one in every response (sendPage).
    const nonce = newNonce();
    // Stops the render when the visitor disconnects: nobody would read it.
    const disconnected = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) disconnected.abort();
    });
    // Nor when one of its searches was refused its turn: the answer is a 503 (below).
    request.onServerBusy = () => disconnected.abort();
    const [template, render] = await Promise.all([
      options.renderer.template(request.url),
      options.renderer.renderPage(),
    ]);
    let result: RenderResult;
    try {
      result = await render({
        request: toFetchRequest(request, disconnected.signal),
        schema: options.schema,
        context,
        lang,
        translations: translationsForPage(lang, pathname, { reload: options.dev }),
        signal: disconnected.signal,
        nonce,
        postedForm: request.postedForm,
      });
    } catch (error) {
      if (request.serverBusy) return sendServerBusy(request, reply);
      if (disconnected.signal.aborted) return reply.status(503).send();
      throw error;
    }
    // A search of the page was refused its turn: the page without its list is not the page.
    if (request.serverBusy) return sendServerBusy(request, reply);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const body = pageStream(
      template,
      lang,
      result,
      nonce,
      options.renderer.clientLinks(result.modules, result.styledModules),
    );
    if (keep && !reply.hasHeader('set-cookie')) {
      const html = await bufferOf(body);
      // Cut short: what React wrote is not the page.
      if (disconnected.signal.aborted) return reply.status(503).send();
      const words = request.queryTrace?.words ?? [];
      const page = keep.put(key, renderedAt, { status: result.status, body: html, nonce, words });
      request.pageCacheKey = key;
      request.log.debug({ lang, url: request.url, tables: page?.tables }, 'page kept');
      if (page) return sendPage(request, reply, page, 'miss', options.policy);
      await setPolicy(reply, options.policy, nonce);
      return reply
        .status(result.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', PRIVATE_PAGE)
        .send(html);
    }
    await setPolicy(reply, options.policy, nonce);
    return reply
      .status(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', PRIVATE_PAGE)
      .send(body);
  };
  app.get('/*', { onSend: forgetPagesThatSetCookies, config: { servesKeptCopies: true } }, renderPage);
  return renderPage;
}

async function setPolicy(
  reply: FastifyReply,
  policy: ((nonce: string) => Promise<string>) | undefined,
  nonce: string,
): Promise<void> {
  if (policy) reply.header('content-security-policy', await policy(nonce));
}

/** Renders the page of a request's URL (also for a posted form's answer: `request.postedForm`). */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

function hasTranslations(lang: string, dev: boolean): boolean {
  return Object.keys(loadTranslations(lang, { reload: dev })).length > 0;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The page cache's key of the page this request rendered and kept. */
    pageCacheKey?: string;
    /** The language a `?lang=` address chose, to remember in the cookie when the page is sent. */
    languageCookie?: string;
    /** The preferences cookie a page's address changed, to send with the page. */
    rememberedPreferences?: ReturnType<VisitorPreferences['cookie']>;
    /** The page's form this request posted, as the server answered it (decision 075). */
    postedForm?: PostedFormRender;
  }
}
