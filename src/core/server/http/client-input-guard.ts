import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Whether the URL of a request is one of the GraphQL endpoints, whose clients read GraphQL errors. */
const isGraphQLUrl = (url: string) => /^\/api\/(admin\/)?graphql(\?|$)/.test(url);

/** A host name or address with an optional port, as a URL may carry it; anything else is forged or broken. */
function isWellFormedHost(host: string): boolean {
  if (!/^[A-Za-z0-9._~\-[\]:]+$/.test(host)) return false;
  try {
    return new URL(`http://${host}`).host !== '';
  } catch {
    return false;
  }
}

/** Whether a parsed body holds a NUL character anywhere (PostgreSQL text cannot). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/** A refusal in the shape the endpoint's clients read: GraphQL errors or our `{ success, code }`. */
function refuse(request: FastifyRequest, reply: FastifyReply, code: string) {
  const body = isGraphQLUrl(request.url)
    ? { errors: [{ message: code, extensions: { code } }] }
    : { success: false, code };
  return reply.status(400).send(body);
}

/**
 * Refuses, before any route runs, what no honest client sends and what would otherwise fail
 * deep inside (a URL built from the host, a text column given a NUL): a malformed `Host` (or
 * forwarded host, from a trusted proxy) gets 400 `request.host.invalid`; a NUL character in the
 * body, the query string or the path gets 400 `request.characters.invalid`.
 */
export function registerClientInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const host = request.host;
    if (host !== undefined && !isWellFormedHost(host)) return refuse(request, reply, 'request.host.invalid');
    // The path and the query string: a NUL can only come percent-encoded there.
    if (request.url.includes('%00')) return refuse(request, reply, 'request.characters.invalid');
  });
  app.addHook('preValidation', async (request, reply) => {
    if (holdsNul(request.body)) return refuse(request, reply, 'request.characters.invalid');
  });
}
