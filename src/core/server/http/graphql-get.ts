import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_PAGE, SHARED_PAGE } from '../render/page-response';
import { allowAnyOrigin } from './cors';
import { etagMatches } from './etag';

/**
 * What a GET answer depends on besides its URL: the media type asked for (GraphQL over HTTP's
 * or plain JSON), the encoding, the language (cookie or Accept-Language), and the session.
 */
const VARY = 'accept, accept-encoding, accept-language, cookie';

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
