import { useSearchParams } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { prefetchPagePicture } from '@/core/client/layout/page-picture';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { webSiteSearchAction } from '@/core/client/meta/website-search';
import type { PageLoaderArgs } from '@/core/client/module';
import { PlainContainer, PlainStack } from '@/core/client/plain-layout';
import { isNetworkFailure } from '@/core/client/states/error-code';
import { NetworkErrorNotice } from '@/core/client/states/network-error';
import { QueryError } from '@/core/client/states/query-state';
import { CountryCounts } from './country-counts';
import { Hero, HOME_PICTURE } from './hero';
import { HOME_QUERY, searchTextOf } from './home.query';
import { SchoolList } from './school-list';

export async function prefetch({ request, client }: PageLoaderArgs) {
  await Promise.all([
    client.query({ query: HOME_QUERY, variables: { q: searchTextOf(new URL(request.url)) } }),
    prefetchPagePicture(client, HOME_PICTURE),
  ]);
}

/**
 * The site's own title; as description, how many schools it lists in how many countries and
 * what a visitor can do with them. Search engines learn the search box's `q` parameter.
 */
export const meta: PageMetaSource = ({ settings, client, url, t, format }) => {
  const countries =
    client.readQuery({ query: HOME_QUERY, variables: { q: searchTextOf(url) } })?.schoolsCountByCountry
      .items ?? [];
  const total = countries.reduce((sum, country) => sum + country.count, 0);
  const schools = t('openschool:home.hero.count', {
    count: total,
    formatted: format.number(total),
    countries: countries.length,
  });
  return {
    type: 'website',
    description: t('openschool:home.meta.description', { schools }),
    jsonLd: [webSiteSearchAction(settings)],
  };
};

/** Plain elements only: its parts that render Mantine components load apart, with its providers. */
export const plainElements = true;

/** Home: hero with the number of schools and the search box, latest schools, schools per country. */
export function Component() {
  const [params] = useSearchParams();
  const q = searchTextOf(params);
  const { data, previousData, error, loading } = useQuery(HOME_QUERY, { variables: { q } });
  const shown = data ?? previousData;
  const countries = shown?.schoolsCountByCountry.items ?? [];
  const total = countries.reduce((sum, country) => sum + country.count, 0);
  return (
    <>
      <Hero total={total} countries={countries.length} ready={Boolean(shown)} />
      <PlainContainer size="lg" style={{ paddingBlock: 'var(--mantine-spacing-xl)' }}>
        <PlainStack gap={48}>
          {error && !shown ? (
            <QueryError error={error} />
          ) : (
            <>
              {isNetworkFailure(error) && <NetworkErrorNotice />}
              <SchoolList q={q} page={shown?.schools} loading={loading && !data} />
              <CountryCounts countries={countries} />
            </>
          )}
        </PlainStack>
      </PlainContainer>
    </>
  );
}
