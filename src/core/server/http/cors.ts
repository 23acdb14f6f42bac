import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** A browser's CORS preflight: OPTIONS with an Origin and the method it means to send. */
export const isPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' &&
  request.headers.origin !== undefined &&
  request.headers['access-control-request-method'] !== undefined;

/**
 * Lets another origin's web app send `methods` (GET: a write from another site is refused,
 * decision 059), with any headers it asks for: they carry no credentials.
 */
export function answerPreflight(request: FastifyRequest, reply: FastifyReply, methods = 'GET') {
  const headers = request.headers['access-control-request-headers'];
  allowAnyOrigin(reply)
    .header('access-control-allow-methods', methods)
    .header('access-control-max-age', '86400')
    .header('vary', 'access-control-request-headers');
  if (headers) reply.header('access-control-allow-headers', headers);
  return reply.status(204).send();
}
