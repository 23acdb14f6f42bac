import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { requestLanguage } from './request-language';

const request = (parts: { query?: Record<string, string>; cookie?: string; header?: string }) =>
  ({
    query: parts.query ?? {},
    cookies: parts.cookie ? { lang: parts.cookie } : {},
    headers: parts.header ? { 'accept-language': parts.header } : {},
  }) as unknown as FastifyRequest;

describe('requestLanguage', () => {
  it('prefers ?lang=, then the cookie, then Accept-Language, then English', () => {
    const all = LANGUAGE_CODES;
    expect(requestLanguage(request({ query: { lang: 'ar' }, cookie: 'fr', header: 'de' }), all)).toBe('ar');
    expect(requestLanguage(request({ cookie: 'fr', header: 'de' }), all)).toBe('fr');
    expect(requestLanguage(request({ header: 'de-CH, de;q=0.9, en;q=0.8' }), all)).toBe('de');
    expect(requestLanguage(request({}), all)).toBe('en');
  });

  it('maps Chinese variants', () => {
    expect(requestLanguage(request({ header: 'zh-TW' }), LANGUAGE_CODES)).toBe('zh-Hant');
    expect(requestLanguage(request({ header: 'zh-CN' }), LANGUAGE_CODES)).toBe('zh-Hans');
    expect(requestLanguage(request({ query: { lang: 'zh-hant' } }), LANGUAGE_CODES)).toBe('zh-Hant');
  });

  it('only answers an enabled language', () => {
    const enabled = ['fr', 'de'] as const;
    expect(requestLanguage(request({ query: { lang: 'ja' }, header: 'ja, de;q=0.5' }), [...enabled])).toBe(
      'de',
    );
    expect(requestLanguage(request({ header: 'ja' }), [...enabled])).toBe('fr');
  });
});
