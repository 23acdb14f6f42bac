import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site with our cookies (CSRF). Browsers send
 * `Origin` on every cross-origin POST and `Sec-Fetch-Site` on all requests; a request whose
 * origin is not this host is refused. Clients that send neither (curl, server-to-server) carry
 * no browser cookies to abuse and pass. SameSite=Lax cookies are the second line.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw new AppError('csrf.refused', { status: 403 });
      }
      // Through URL on both sides, so a default port (:80, :443) written or not compares equal.
      const ownHost = new URL(`${request.protocol}://${request.host}`).host;
      if (host !== ownHost) throw new AppError('csrf.refused', { status: 403 });
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('csrf.refused', { status: 403 });
  });
}
