import type { PageMeta, PageMetaArgs } from '@/core/client/meta/page-meta';
import { notFoundMeta } from '@/core/client/not-found-page';
import { missingPathOf } from '@/modules/openschool/shared/missing-facts';
import { missingParamsOf } from '@/modules/openschool/shared/missing-facts-query';
import { MISSING_FACTS_QUERY, missingVariablesOf } from './missing-facts.query';

/**
 * Title, description (how many schools lack facts) and the neighbouring pages of the "help
 * complete" page; narrowed to one fact or sorted otherwise, it stays out of search engines.
 */
export function missingFactsMeta(args: PageMetaArgs): PageMeta {
  const { url, params, client, t, format } = args;
  const slug = params.country;
  const search = missingParamsOf(url.searchParams);
  const data = client.readQuery({ query: MISSING_FACTS_QUERY, variables: missingVariablesOf(slug, search) });
  if (slug && data && data.country === null) return notFoundMeta(args);
  if (slug && !data?.country) return {};
  const country = data?.country;
  const title = country
    ? t('openschool:missing.title.country', { country: country.name })
    : t('openschool:missing.title.all');
  const page = data?.schoolsMissingFacts;
  const lastPage = page ? Math.max(1, Math.ceil(page.pageInfo.count / page.pageInfo.limit)) : search.page;
  return {
    title: search.page > 1 ? t('openschool:list.title.page', { title, page: search.page }) : title,
    description: page
      ? t('openschool:missing.meta.description', {
          count: format.number(page.pageInfo.count) + (page.countIsLowerBound ? '+' : ''),
        })
      : undefined,
    url: missingPathOf(slug, search),
    noindex: search.missing !== null || search.sort !== 'name',
    previousUrl: search.page > 1 ? missingPathOf(slug, { ...search, page: search.page - 1 }) : undefined,
    nextUrl: search.page < lastPage ? missingPathOf(slug, { ...search, page: search.page + 1 }) : undefined,
  };
}
