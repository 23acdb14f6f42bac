import type { FastifyInstance } from 'fastify';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * A mail's one-click unsubscribe at `path/:token`, signed in or not:
 * - GET, the link in the mail: back to `pagePath`, saying whether it stopped (a second click
 *   finds nothing and says so);
 * - POST, the mail client's own button (List-Unsubscribe-Post, RFC 8058): a form from the
 *   provider's servers whose body says only "List-Unsubscribe=One-Click", answered without a
 *   page. The form parser is this route's alone.
 * `stop` ends what the token stands for and says whether it did.
 */
export function mountOneClickUnsubscribe(
  app: FastifyInstance,
  options: { path: string; pagePath: string; stop: (token: string) => Promise<boolean> },
): void {
  const stop = async (token: string) => TOKEN.test(token) && (await options.stop(token));
  app.get<{ Params: { token: string } }>(`${options.path}/:token`, async (request, reply) => {
    const stopped = await stop(request.params.token);
    return reply.redirect(`${options.pagePath}?${stopped ? 'stopped=1' : 'error=token.invalid'}`, 303);
  });
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { token: string } }>(`${options.path}/:token`, async (request, reply) => {
      const stopped = await stop(request.params.token);
      return reply
        .status(stopped ? 200 : 404)
        .send({ success: stopped, code: stopped ? null : 'token.invalid' });
    });
  });
}
