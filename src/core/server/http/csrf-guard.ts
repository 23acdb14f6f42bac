import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/settings-service';

/** The origin of the WEBSITE_URL setting, or undefined when it is not a URL. */
async function configuredOrigin(settings: SettingsService): Promise<string | undefined> {
  try {
    return new URL((await settings.get<string>('WEBSITE_URL')) ?? '').origin;
  } catch {
    return undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site with our cookies (CSRF). Browsers send
 * `Origin` on every cross-origin POST and `Sec-Fetch-Site` on all requests; a request whose
 * origin is not this scheme, host and port is refused (behind a proxy that ends TLS, the scheme
 * is the proxy's `X-Forwarded-Proto`, believed only with TRUST_PROXY). Clients that send neither (curl, server-to-server) carry
 * no browser cookies to abuse and pass. SameSite=Lax cookies are the second line.
 */
export function registerCsrfGuard(app: FastifyInstance, settings: SettingsService): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      let sender: string;
      try {
        sender = new URL(origin).origin;
      } catch {
        throw new AppError('csrf.refused', { status: 403 });
      }
      // Scheme, host and port: http://site is not https://site. Through URL on both sides, so a
      // default port (:80, :443) written or not compares equal.
      const own = new URL(`${request.protocol}://${request.host}`).origin;
      // Or the site's address as the operator set it: behind a proxy that ends TLS but is not
      // trusted, the request arrives over http while the page was https.
      if (sender !== own && sender !== (await configuredOrigin(settings)))
        throw new AppError('csrf.refused', { status: 403 });
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('csrf.refused', { status: 403 });
  });
}
