import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_PAGE, SHARED_PAGE } from '../render/page-response';
import { etagMatches } from './etag';

/**
 * What a GET answer depends on besides its URL: the media type asked for (GraphQL over HTTP's
 * or plain JSON), the encoding, the language (cookie or Accept-Language), and the session.
 */
const VARY = 'accept, accept-encoding, accept-language, cookie';

/**
 * Readable by a web app of any origin, without credentials: a browser sends no cookie with a
 * request that `*` answers, so nothing of a signed-in visitor is readable elsewhere. The tag is
 * exposed so that such an app may revalidate.
 */
export function allowAnyOrigin(reply: FastifyReply, exposed: string[] = ['etag']): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', exposed.join(', '))
    .header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * Sends a query's answer to GET: an anonymous visitor's successful answer with a weak ETag of
 * its bytes and `public, no-cache`, as kept pages are (any cache may keep it and must ask again
 * before each use; 304 while the bytes are the same). The tag changes when, and only when, what
 * the query read changed what it answers; a revalidation runs the query again (nothing is kept
 * here, docs/decisions/083). A signed-in visitor's answer is private; a failed one not kept.
 */
export function sendGetAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  { anonymous }: { anonymous: boolean },
) {
  allowAnyOrigin(reply).header('vary', VARY);
  if (reply.statusCode !== 200) return reply.header('cache-control', 'no-store').send(body);
  if (!anonymous || reply.hasHeader('set-cookie'))
    return reply.header('cache-control', PRIVATE_PAGE).send(body);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', SHARED_PAGE).header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.send(body);
}

/** A browser's CORS preflight: OPTIONS with an Origin and the method it means to send. */
export const isPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' &&
  request.headers.origin !== undefined &&
  request.headers['access-control-request-method'] !== undefined;

/**
 * Lets another origin's web app send its query by GET, with any headers it asks for (they carry
 * no credentials). Not POST: a write from another site is refused (decision 059), and a query
 * reads the same by GET.
 */
export function answerPreflight(request: FastifyRequest, reply: FastifyReply) {
  const headers = request.headers['access-control-request-headers'];
  allowAnyOrigin(reply)
    .header('access-control-allow-methods', 'GET')
    .header('access-control-max-age', '86400')
    .header('vary', 'access-control-request-headers');
  if (headers) reply.header('access-control-allow-headers', headers);
  return reply.status(204).send();
}
