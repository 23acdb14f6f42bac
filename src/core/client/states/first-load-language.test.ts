import { describe, expect, it } from 'vitest';
import { firstLoadLanguage } from './first-load-language';

const none = { search: '', stored: null, browser: [], page: '' };

describe('firstLoadLanguage', () => {
  it('takes the lang query parameter first', () => {
    expect(firstLoadLanguage({ search: '?lang=de', stored: 'fr', browser: ['es'], page: 'it' })).toBe('de');
  });

  it('then the stored choice, the browser and the page', () => {
    expect(firstLoadLanguage({ ...none, stored: 'fr', browser: ['es'] })).toBe('fr');
    expect(firstLoadLanguage({ ...none, browser: ['xx', 'zh-TW'] })).toBe('zh-Hant');
    expect(firstLoadLanguage({ ...none, page: 'ar' })).toBe('ar');
  });

  it('falls back to English', () => {
    expect(firstLoadLanguage({ ...none, search: '?lang=xx', page: '<!--app-lang-->' })).toBe('en');
  });
});
