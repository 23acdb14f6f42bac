import { isLanguageCode, type LanguageCode } from '@/core/shared/languages';
import { BLOG_PAGE_SIZE, isBlogPage } from '@/modules/blog/shared/blog-paging';
import { BLOG_PATH } from '@/modules/blog/shared/blog-paths';

export interface BlogListParams {
  page: number;
  /** Only the posts in this language; null: every language. */
  language: LanguageCode | null;
}

// Not `lang`: that query parameter switches the site's language (spec section 9).
const LANGUAGE_PARAM = 'language';

/** The list's choices from its URL (`?language=fr&page=2`); a bad value falls back to its default. */
export function blogListParamsOf(search: URLSearchParams): BlogListParams {
  const page = Number(search.get('page') ?? 1);
  const language = search.get(LANGUAGE_PARAM) ?? '';
  return {
    page: isBlogPage(page) ? page : 1,
    language: isLanguageCode(language) ? language : null,
  };
}

/** The search string of a list URL, defaults left out, so each list has one URL. */
export function blogListSearchOf(params: BlogListParams): string {
  const search = new URLSearchParams();
  if (params.language) search.set(LANGUAGE_PARAM, params.language);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Where the language form sent without scripts leads, when not to the address it asked for:
 * "All languages" sends `?language=`, and each list has one URL (`/blog`). Null when the
 * address is already the list's own.
 */
export function blogListFormTarget(search: URLSearchParams): string | null {
  const sentEmpty = [...search.values()].some((value) => value === '');
  return sentEmpty ? `${BLOG_PATH}${blogListSearchOf(blogListParamsOf(search))}` : null;
}

/** Variables of the list query for these choices. */
export const blogListVariablesOf = (params: BlogListParams) => ({
  page: params.page,
  limit: BLOG_PAGE_SIZE,
  lang: params.language,
});
