import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteVerifyFakeOptions {
  /** The only secret the fake accepts, like a real provider with one registered site. */
  secret: string;
  /** Tokens a widget would have handed out; each passes once, as at the real services. */
  validTokens: Iterable<string>;
}

export interface SiteVerifyRequestRecord {
  provider: string;
  form: Record<string, string>;
}

export interface SiteVerifyFake {
  /** Base URL to pass as `verifyUrl` / `CAPTCHA_VERIFY_URL`. */
  url: string;
  requests: SiteVerifyRequestRecord[];
  close(): Promise<void>;
}

const PROVIDERS = new Set(['recaptcha', 'hcaptcha', 'turnstile']);

/**
 * A local stand-in for the siteverify APIs of reCAPTCHA, hCaptcha and Turnstile, which share
 * one contract: POST form-encoded `secret`, `response`, `remoteip`; answer
 * `{ success, 'error-codes', challenge_ts, hostname }`.
 */
export async function startSiteVerifyFake(options: SiteVerifyFakeOptions): Promise<SiteVerifyFake> {
  const tokens = { unused: new Set(options.validTokens), used: new Set<string>() };
  const requests: SiteVerifyRequestRecord[] = [];
  const server = http.createServer(async (request, response) => {
    const provider = /^\/([a-z]+)\/siteverify$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !provider || !PROVIDERS.has(provider)) {
      response.writeHead(404).end();
      return;
    }
    let text = '';
    for await (const chunk of request) text += chunk;
    const form = Object.fromEntries(new URLSearchParams(text));
    requests.push({ provider, form });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer(form, options.secret, tokens)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The documented error codes, checked in the order the providers document them. */
function answer(
  form: Record<string, string>,
  secret: string,
  tokens: { unused: Set<string>; used: Set<string> },
) {
  const fail = (code: string) => ({ success: false, 'error-codes': [code] });
  if (!form.secret) return fail('missing-input-secret');
  if (form.secret !== secret) return fail('invalid-input-secret');
  if (!form.response) return fail('missing-input-response');
  if (tokens.used.has(form.response)) return fail('timeout-or-duplicate');
  if (!tokens.unused.delete(form.response)) return fail('invalid-input-response');
  tokens.used.add(form.response);
  return {
    success: true,
    'error-codes': [],
    challenge_ts: new Date().toISOString(),
    hostname: 'localhost',
  };
}
