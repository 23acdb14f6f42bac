import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Browser features no page of the site uses: a frame or an injected script cannot ask for them. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
].join(', ');

/** A year, the figure browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every response, by the maintained plugin: no framing, no MIME
 * sniffing, a referrer without path to other sites, cross-origin isolation of windows. The
 * Content-Security-Policy is each page's own (it carries the page's nonce: see page-route), and
 * HSTS is sent only over HTTPS, where browsers heed it — behind a proxy that ends TLS, when
 * TRUST_PROXY lets the server believe the proxy's X-Forwarded-Proto.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pages show images and tiles of other origins that send no CORP header.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
