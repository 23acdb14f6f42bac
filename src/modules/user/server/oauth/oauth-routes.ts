import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { setSessionCookie } from '@/core/server/auth/session-cookie';
import { createSession } from '@/core/server/auth/session-service';
import { AppError } from '@/core/server/errors';
import type { RouteDeps } from '@/core/server/module';
import type { SettingsService } from '@/core/server/settings/settings-service';
import { safeRedirect } from '@/modules/user/shared/safe-redirect';
import { accountForProfile } from './oauth-accounts';
import { endpointsOf, OAUTH_PROVIDERS, type OAuthProvider } from './oauth-providers';

const STATE_COOKIE = 'oauth_state';
const paramsSchema = z.object({ provider: z.enum(['google', 'facebook']) });
const callbackSchema = z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(200) });

async function clientFor(settings: SettingsService, provider: OAuthProvider, request: FastifyRequest) {
  const enabled = await settings.get<boolean>(provider.enableSetting);
  const clientId = await settings.get<string>(provider.clientIdSetting);
  const secret = await settings.get<string>(provider.secretSetting);
  if (!enabled || !clientId || !secret) throw new AppError('oauth.not.enabled', { status: 404 });
  const callback = `${request.protocol}://${request.host}/api/auth/${provider.name}/callback`;
  return new OAuth2Client(clientId, secret, callback);
}

/** The provider named in the path; another name is a page that does not exist. */
function providerOf(params: unknown) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw new AppError('not.found', { status: 404 });
  return parsed.data.provider;
}

/**
 * Sign-in with Google or Facebook (authorization code flow, PKCE where offered). The state and
 * verifier travel in a short-lived httpOnly cookie; the callback signs in (or creates) the
 * account and redirects; any refusal redirects to /login?error=<code>.
 */
export function mountOAuthRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/api/auth/:provider', async (request, reply) => {
    const name = providerOf(request.params);
    const provider = OAUTH_PROVIDERS[name];
    const context = await deps.createContext(request, reply);
    const client = await clientFor(context.settings, provider, request);
    const state = generateState();
    const verifier = provider.pkce ? generateCodeVerifier() : '';
    const endpoints = endpointsOf(provider, deps.config.OAUTH_BASE_URL);
    const url = provider.pkce
      ? client.createAuthorizationURLWithPKCE(
          endpoints.authorize,
          state,
          CodeChallengeMethod.S256,
          verifier,
          provider.scopes,
        )
      : client.createAuthorizationURL(endpoints.authorize, state, provider.scopes);
    const redirect = safeRedirect((request.query as Record<string, unknown>).redirect);
    reply.setCookie(STATE_COOKIE, JSON.stringify({ state, verifier, redirect }), {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: 600,
    });
    return reply.redirect(url.toString(), 302);
  });

  app.get('/api/auth/:provider/callback', async (request, reply) => {
    const name = providerOf(request.params);
    const provider = OAUTH_PROVIDERS[name];
    reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
    try {
      const saved = JSON.parse(request.cookies[STATE_COOKIE] ?? '{}');
      const query = callbackSchema.safeParse(request.query);
      if (!query.success || query.data.state !== saved.state) throw new AppError('oauth.state.invalid');
      const context = await deps.createContext(request, reply);
      const client = await clientFor(context.settings, provider, request);
      const endpoints = endpointsOf(provider, deps.config.OAUTH_BASE_URL);
      const tokens = await client
        .validateAuthorizationCode(endpoints.token, query.data.code, provider.pkce ? saved.verifier : null)
        .catch(() => {
          throw new AppError('oauth.failed');
        });
      const response = await fetch(endpoints.userinfo, {
        headers: { authorization: `Bearer ${tokens.accessToken()}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new AppError('oauth.failed');
      const profile = provider.toProfile((await response.json()) as Record<string, unknown>);
      const userId = await accountForProfile(context.db, name, profile, context.lang);
      const token = await createSession(context.db, userId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, token);
      await context.preferences.adoptAtSignIn(request, reply, userId);
      return reply.redirect(safeRedirect(saved.redirect), 302);
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'oauth.failed';
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'OAuth sign-in failed');
      return reply.redirect(`/login?error=${encodeURIComponent(code)}`, 302);
    }
  });
}
