/**
 * A fake of Google's and Facebook's OAuth 2.0 endpoints for tests and development, as the app
 * reaches them with OAUTH_BASE_URL=<url>: GET /<provider>/authorize (consents at once and
 * redirects back with a code), POST /<provider>/token (checks client credentials, redirect URI
 * and the PKCE verifier), GET /<provider>/userinfo (the profile of the access token).
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Provider = 'google' | 'facebook';

interface Grant {
  provider: Provider;
  redirectUri: string;
  challenge: string | null;
  used: boolean;
}

export interface OAuthFake {
  url: string;
  /** The profile the provider answers at userinfo (Google's or Facebook's field names). */
  setProfile(provider: Provider, profile: Record<string, unknown>): void;
  close(): Promise<void>;
}

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startOAuthFake(client: { clientId: string; clientSecret: string }): Promise<OAuthFake> {
  const profiles: Partial<Record<Provider, Record<string, unknown>>> = {};
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Provider>();

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, provider, step] = url.pathname.split('/') as [string, Provider, string];
    if (provider !== 'google' && provider !== 'facebook') return json(response, 404, { error: 'not_found' });

    if (step === 'authorize' && request.method === 'GET') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== client.clientId || !redirectUri) {
        return json(response, 400, { error: 'invalid_client' });
      }
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        provider,
        redirectUri,
        challenge: url.searchParams.get('code_challenge'),
        used: false,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }

    if (step === 'token' && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      const expected = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return json(response, 401, { error: 'invalid_client' });
      const grant = grants.get(form.get('code') ?? '');
      if (
        !grant ||
        grant.used ||
        grant.provider !== provider ||
        grant.redirectUri !== form.get('redirect_uri')
      ) {
        return json(response, 400, { error: 'invalid_grant' });
      }
      const verifier = form.get('code_verifier') ?? '';
      if (grant.challenge && createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
        return json(response, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      }
      grant.used = true;
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, provider);
      return json(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
    }

    if (step === 'userinfo' && request.method === 'GET') {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (tokens.get(token) !== provider) return json(response, 401, { error: 'invalid_token' });
      return json(response, 200, profiles[provider] ?? {});
    }
    return json(response, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setProfile: (provider, profile) => {
      profiles[provider] = profile;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
