import { describe, expect, it } from 'vitest';
import { blogListParamsOf, blogListSearchOf } from './blog-list-params';

const paramsOf = (search: string) => blogListParamsOf(new URLSearchParams(search));

describe('blog list URL', () => {
  it('reads the page and the language, and writes them back without defaults', () => {
    expect(paramsOf('language=zh-Hant&page=3')).toEqual({ page: 3, language: 'zh-Hant' });
    expect(blogListSearchOf({ page: 3, language: 'zh-Hant' })).toBe('?language=zh-Hant&page=3');
    expect(blogListSearchOf({ page: 1, language: null })).toBe('');
  });

  it('falls back to the defaults for values a link got wrong', () => {
    expect(paramsOf('page=0&language=xx')).toEqual({ page: 1, language: null });
    expect(paramsOf('page=abc')).toEqual({ page: 1, language: null });
  });

  it('leaves `lang`, which switches the site’s language, to the site', () => {
    expect(paramsOf('lang=fr')).toEqual({ page: 1, language: null });
  });
});
