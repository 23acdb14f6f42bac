import { type FastifyLoggerOptions, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './redact-url';

/** What of a request a log line may hold (`req` of "incoming request" and of 5xx errors). */
type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  remoteAddress?: string;
  remotePort?: number | undefined;
};

/**
 * Fastify's logger and its request lines, which never write a secret: every URL they show has
 * its password-, token- or key-named query values and the tokens of emailed links redacted
 * (decision 075). `secretPaths` are the pages whose path carries such a token
 * (`/password-reset/:token`), which Fastify only knows as `/*`; a route of its own with a
 * parameter named like a secret (`/api/newsletter/confirm/:token`) is redacted by its pattern.
 */
export function requestLogOptions(options: {
  level: string;
  secretPaths: readonly string[];
  /** Where the lines go: standard output unless a test reads them. */
  stream?: FastifyLoggerOptions['stream'];
}) {
  const urlOf = (request: FastifyRequest) => {
    const route = request.routeOptions?.url;
    return redactUrl(request.url ?? '', route ? [route, ...options.secretPaths] : options.secretPaths);
  };

  class RedactingLogController extends LogController {
    // Fastify's own line names the raw URL.
    override routeNotFound(request: FastifyRequest) {
      if (this.isLogDisabled(request)) return;
      request.log.info(`Route ${request.method}:${urlOf(request)} not found`);
    }
  }

  return {
    logger: {
      level: options.level,
      ...(options.stream ? { stream: options.stream } : {}),
      serializers: {
        req: (request: FastifyRequest): LoggedRequest => ({
          method: request.method,
          url: urlOf(request),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
        // Any other line's `url` (a kept page's, for one).
        url: (url: unknown) => (typeof url === 'string' ? redactUrl(url, options.secretPaths) : url),
      },
    },
    logController: new RedactingLogController(),
  };
}
