import type { FastifyInstance } from 'fastify';
import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_CONFIG_PATH } from '@/core/shared/captcha';
import type { CaptchaService } from './captcha-service';

/** The two endpoints the captcha widget calls; verification happens inside the form's own mutation. */
export function mountCaptchaRoutes(app: FastifyInstance, captcha: CaptchaService): void {
  app.get(CAPTCHA_CHALLENGE_PATH, async (_request, reply) => {
    const challenge = await captcha.createChallenge();
    // Every challenge is single-use: no cache may hand the same one to two visitors.
    return reply.header('cache-control', 'no-store').send(challenge);
  });
  app.get(CAPTCHA_CONFIG_PATH, async (_request, reply) => {
    // Short-lived: an admin switching provider should take effect soon.
    return reply.header('cache-control', 'no-cache').send(await captcha.publicConfig());
  });
}
