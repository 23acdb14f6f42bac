import type { PageMeta, PageMetaArgs } from '@/core/client/meta/page-meta';
import { languageLabel } from '@/core/shared/languages';
import { BLOG_PATH } from '@/modules/blog/shared/blog-paths';
import { BLOG_LIST_QUERY } from './blog-list.query';
import { blogListParamsOf, blogListSearchOf, blogListVariablesOf } from './blog-list-params';

/** Title and description of /blog, with links to the previous and next pages. */
export function blogListMeta({ url, client, t }: PageMetaArgs): PageMeta {
  const list = blogListParamsOf(url.searchParams);
  const pageInfo = client.readQuery({ query: BLOG_LIST_QUERY, variables: blogListVariablesOf(list) })
    ?.blogPosts.pageInfo;
  const lastPage = pageInfo ? Math.max(1, Math.ceil(pageInfo.count / pageInfo.limit)) : list.page;
  const base = list.language
    ? t('blog:list.title.language', { language: languageLabel(list.language) })
    : t('blog:list.title.all');
  const at = (page: number) => `${BLOG_PATH}${blogListSearchOf({ ...list, page })}`;
  return {
    title: list.page > 1 ? t('blog:list.title.page', { title: base, page: list.page }) : base,
    description: t('blog:list.description'),
    url: at(list.page),
    previousUrl: list.page > 1 ? at(list.page - 1) : undefined,
    nextUrl: list.page < lastPage ? at(list.page + 1) : undefined,
  };
}
