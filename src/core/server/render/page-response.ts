import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newNonce } from '../http/content-security-policy';
import { etagMatches } from '../http/etag';
import { gzipWithNonce, withNonce } from './kept-page-bytes';
import { type CachedPage, compressKeptPage } from './page-cache';

/**
 * What a page's bytes depend on besides its URL: the language comes from the `lang` cookie or
 * Accept-Language, a signed-in visitor's page from the session cookie.
 */
const VARY = 'accept-encoding, accept-language, cookie';

/**
 * Anonymous pages: any cache (a CDN in front, the browser) may keep one, but must ask again
 * before each use; the answer is a 304 while it is current, since only this server hears of
 * the changes that make it stale.
 */
export const SHARED_PAGE = 'public, no-cache';
/** A signed-in visitor's pages, or any that set a cookie: never kept by a shared cache. */
export const PRIVATE_PAGE = 'private, no-cache';

/** True when the client already holds this version of the page (If-None-Match, else If-Modified-Since). */
function isNotModified(request: FastifyRequest, page: CachedPage): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, page.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(page.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * Sends a page kept for anonymous visitors: 304 when the client holds it (with no policy: the
 * client keeps the one of its copy's nonce), else its bytes with a nonce of this response's own
 * and the policy naming it (docs/decisions/074), gzipped from the kept copy when the client
 * takes gzip and the copy is ready.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  cache: 'hit' | 'miss',
  policy: ((nonce: string) => Promise<string>) | undefined,
) {
  reply
    .header('cache-control', SHARED_PAGE)
    .header('vary', VARY)
    .header('etag', page.etag)
    .header('last-modified', page.lastModified.toUTCString())
    .header('x-cache', cache);
  if (isNotModified(request, page)) return reply.status(304).send();
  const nonce = newNonce();
  if (policy) reply.header('content-security-policy', await policy(nonce));
  reply.status(page.status).type('text/html; charset=utf-8');
  // Brotli cannot be spliced around a nonce: a client that takes both gets gzip.
  const gzip = negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip';
  if (gzip && page.deflated) {
    return reply.header('content-encoding', 'gzip').send(gzipWithNonce(page.parts, page.deflated, nonce));
  }
  // Until its copy is ready, a page is compressed per request, as any other response.
  if (gzip && cache === 'hit') compressKeptPage(page);
  return reply.send(withNonce(page.parts, nonce));
}
