import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireSignedIn } from '@/core/server/auth/guard';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { sendPasswordResetLinkTo } from './password-service';
import { resendVerification } from './profile-service';

type ContextFactory = (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>;

/** The REST calls of spec section 7 for a signed-in user; they answer `{ success, code }`. */
export function mountAccountRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  const signedInRoute = (url: string, work: (context: GraphQLContext, userId: string) => Promise<void>) =>
    app.post(url, async (request, reply) => {
      const context = await createContext(request, reply);
      const userId = requireSignedIn(context).id;
      const result = await asMutationResult(() => work(context, userId));
      return reply.status(result.success ? 200 : result.code === 'rate.limited' ? 429 : 400).send({
        success: result.success,
        code: result.code,
      });
    });

  signedInRoute('/api/user/account/resend-verification-email', (context, userId) =>
    resendVerification(context, userId),
  );
  signedInRoute('/api/user/account/send-password-reset-link-by-email', (context, userId) =>
    sendPasswordResetLinkTo(context, userId, { ip: context.http.request.ip, lang: context.lang }),
  );
}
