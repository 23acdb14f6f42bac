import { describe, expect, it } from 'vitest';
import { blogPostsQueryInputSchema } from '@/modules/blog/shared/blog-query';
import { blogListFormTarget, blogListParamsOf, blogListSearchOf } from './blog-list-params';

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

  it('takes the pages the query’s schema takes, and no other', () => {
    // The page check (`isBlogPage`) stays apart from the schema, which brings zod: they agree.
    for (const page of [-1, 0, 0.5, 1, 2, 99_999, 100_000, 100_001, 1e9]) {
      const schemaTakes = blogPostsQueryInputSchema.safeParse({ page }).success;
      expect(paramsOf(`page=${page}`).page === page, `page ${page}`).toBe(schemaTakes);
    }
  });

  it('leads the language form sent with “All languages” to the list’s one URL', () => {
    const targetOf = (search: string) => blogListFormTarget(new URLSearchParams(search));
    expect(targetOf('language=')).toBe('/blog');
    expect(targetOf('language=&page=2')).toBe('/blog?page=2');
    expect(targetOf('language=fr')).toBeNull();
    expect(targetOf('')).toBeNull();
  });
});
