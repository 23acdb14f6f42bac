import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteVerify, siteVerifyUrl } from './site-verify';

const request = { provider: 'turnstile', secret: 's3cret', token: 'tok', remoteIp: '198.51.100.4' } as const;

function answer(status: number, body: string) {
  const fetchMock = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) => new Response(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('siteVerifyUrl', () => {
  it('is the documented endpoint of each provider, or the stand-in base URL when given', () => {
    expect(siteVerifyUrl('recaptcha')).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(siteVerifyUrl('hcaptcha')).toBe('https://api.hcaptcha.com/siteverify');
    expect(siteVerifyUrl('turnstile')).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(siteVerifyUrl('hcaptcha', 'http://127.0.0.1:9999/')).toBe(
      'http://127.0.0.1:9999/hcaptcha/siteverify',
    );
  });
});

describe('siteVerify', () => {
  it('posts secret, response and remoteip form-encoded and accepts success: true', async () => {
    const fetchMock = answer(200, JSON.stringify({ success: true, 'error-codes': [] }));
    await expect(siteVerify(request)).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      secret: 's3cret',
      response: 'tok',
      remoteip: '198.51.100.4',
    });
  });

  it('is captcha.invalid when the provider says no, or says yes in a way that is not `true`', async () => {
    for (const body of [
      { success: false, 'error-codes': ['invalid-input-response'] },
      { success: false, 'error-codes': ['timeout-or-duplicate'] },
      { success: 'true' },
      {},
    ]) {
      answer(200, JSON.stringify(body));
      await expect(siteVerify(request)).rejects.toMatchObject({ code: 'captcha.invalid', status: 400 });
    }
  });

  it('is captcha.unavailable (400) when the provider errs, answers garbage or rejects our secret', async () => {
    const cases: [number, string][] = [
      [500, 'oops'],
      [429, JSON.stringify({ success: true })],
      [200, '<html>not json</html>'],
      [200, JSON.stringify({ success: false, 'error-codes': ['invalid-input-secret'] })],
    ];
    for (const [status, body] of cases) {
      answer(status, body);
      await expect(siteVerify(request)).rejects.toMatchObject({ code: 'captcha.unavailable', status: 400 });
    }
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('fetch failed')));
    await expect(siteVerify(request)).rejects.toMatchObject({ code: 'captcha.unavailable', status: 400 });
  });
});
