import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@/core/server/errors';
import { failedResult } from '@/core/server/graphql/mutation-result';
import type { RouteDeps } from '@/core/server/module';
import {
  NEWSLETTER_COUNTRIES_PATH,
  NEWSLETTER_SUBSCRIBE_PATH,
  NEWSLETTER_THANKS_PATH,
} from '../shared/newsletter-subscription';
import { countryOptions } from './country-options';
import { newsletterDepsOf } from './newsletter-deps';
import {
  CONFIRM_PATH,
  confirmSubscription,
  subscribe,
  UNSUBSCRIBE_PATH,
  unsubscribe,
} from './subscription-service';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** The newsletter's REST calls; each answers `{ success, code, error, field }` or redirects to the thanks page. */
export function mountNewsletterRoutes(app: FastifyInstance, { createContext }: RouteDeps): void {
  const depsFor = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = await createContext(request, reply);
    return { deps: newsletterDepsOf(context), lang: context.lang };
  };

  // Spec section 7 (path spelled as the spec has it). The CSRF guard already refuses other sites' posts.
  app.post(NEWSLETTER_SUBSCRIBE_PATH, async (request, reply) => {
    const { deps, lang } = await depsFor(request, reply);
    try {
      await subscribe(deps, request.body, { ip: request.ip, lang });
      return reply.send({ success: true, code: null, error: null, field: null, fieldErrors: [] });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const { item: _none, ...result } = failedResult(error);
      return reply.status(error.status).send(result);
    }
  });

  // The emailed links: a GET that redirects to /newsletter/thanks with what happened.
  const linkRoute = (path: string, work: typeof confirmSubscription, done: string) =>
    app.get<{ Params: { token: string } }>(`${path}/:token`, async (request, reply) => {
      const { deps } = await depsFor(request, reply);
      try {
        if (!TOKEN.test(request.params.token)) throw new AppError('token.invalid');
        await work(deps, request.params.token);
        return reply.redirect(`${NEWSLETTER_THANKS_PATH}?${done}`, 303);
      } catch (error) {
        if (!(error instanceof AppError) || !error.code.startsWith('token.')) throw error;
        return reply.redirect(`${NEWSLETTER_THANKS_PATH}?error=${encodeURIComponent(error.code)}`, 303);
      }
    });
  linkRoute(CONFIRM_PATH, confirmSubscription, 'confirmed=1');
  linkRoute(UNSUBSCRIBE_PATH, unsubscribe, 'unsubscribed=1');

  // Country names in the visitor's language for the form's select, so the client bundle carries none.
  app.get(NEWSLETTER_COUNTRIES_PATH, async (request, reply) => {
    const { deps, lang } = await depsFor(request, reply);
    const enabled = (await deps.settings.get<boolean>('ENABLE_NEWSLETTER')) === true;
    if (!enabled) return reply.status(404).send({ success: false, code: 'newsletter.disabled' });
    return reply.header('cache-control', 'public, max-age=86400').send({ items: countryOptions(lang) });
  });
}
