import type { PageMeta, PageMetaArgs } from '@/core/client/meta/page-meta';
import { notFoundMeta } from '@/core/client/not-found-page';
import { cityAndCountry } from '@/core/shared/city-and-country';
import {
  activeFilterCount,
  countriesVariablesOf,
  type ListParams,
  listPathOf,
  listSearchOf,
  listVariablesOf,
} from '@/modules/openschool/shared/list-params';
import { SCHOOL_LIST_COUNTRIES_QUERY, SCHOOL_LIST_QUERY } from './school-list.query';

/**
 * Title and description (the place and how many schools it lists) of /schools and
 * /schools/{country}, with links to the previous and next pages. Searched and filtered lists stay out of search engines: the plain lists cover the
 * same schools, and the combinations of filters are countless.
 */
export function schoolListMeta(args: PageMetaArgs): PageMeta {
  const { params, client, t, format } = args;
  const slug = params.country;
  const countries = client.readQuery({
    query: SCHOOL_LIST_COUNTRIES_QUERY,
    variables: countriesVariablesOf(slug),
  });
  if (slug && countries && countries.country === null) return notFoundMeta(args);
  const country = countries?.country ?? null;
  // In the browser the country may not have arrived yet: the site name alone until it has.
  if (slug && !country) return {};

  // What the page read from its address (`readAddress`).
  const list = args.data as ListParams;
  const path = listPathOf(slug);
  const pageInfo = client.readQuery({
    query: SCHOOL_LIST_QUERY,
    variables: listVariablesOf(list, country?._id ?? null),
  })?.schools.pageInfo;
  const lastPage = pageInfo ? Math.max(1, Math.ceil(pageInfo.count / pageInfo.limit)) : list.page;
  const title = country
    ? t('openschool:list.title.country', { country: country.name })
    : t('openschool:list.title.all');
  // A list narrowed to a city (kept out of search engines as any filter is) names it.
  const heading =
    country && list.city
      ? t('openschool:list.meta.cityTitle', { place: cityAndCountry(list.city, country.name) })
      : title;
  return {
    title: list.page > 1 ? t('openschool:list.title.page', { title, page: list.page }) : title,
    description: pageInfo
      ? t('openschool:list.meta.description', {
          title: heading,
          schools: t('openschool:list.count', {
            count: pageInfo.count,
            formatted: format.number(pageInfo.count),
          }),
        })
      : undefined,
    url: `${path}${listSearchOf(list)}`,
    noindex: Boolean(list.q) || activeFilterCount(list) > 0 || Boolean(list.currency),
    previousUrl: list.page > 1 ? `${path}${listSearchOf({ ...list, page: list.page - 1 })}` : undefined,
    nextUrl: list.page < lastPage ? `${path}${listSearchOf({ ...list, page: list.page + 1 })}` : undefined,
  };
}
