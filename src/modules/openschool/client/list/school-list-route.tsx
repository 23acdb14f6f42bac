import { useEffect } from 'react';
import { Link, redirect, useLoaderData, useParams } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { island } from '@/core/client/island';
import { PagePicture, prefetchPagePicture } from '@/core/client/layout/page-picture';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { type AddressOf, PAGE_NOT_FOUND, type PageLoaderArgs } from '@/core/client/module';
import { NotFoundPage } from '@/core/client/not-found-page';
import { PageLayout } from '@/core/client/page-layout';
import { buttonClassName } from '@/core/client/plain-button';
import { PlainGroup, PlainSkeleton, PlainStack } from '@/core/client/plain-layout';
import { PlainText, PlainTitle } from '@/core/client/plain-text';
import { QueryState } from '@/core/client/states/query-state';
import { useTranslation } from '@/core/client/use-translation';
import { whenIdle } from '@/core/client/when-idle';
import {
  activeFilterCount,
  countriesVariablesOf,
  listMapPathOf,
  listVariablesOf,
} from '@/modules/openschool/shared/list-params';
import { HelpCompleteLink } from '../missing/help-complete-link';
import { formatSchoolCount } from '../school-count';
import { ActiveFilters } from './active-filters';
import { CompareYearLink } from './compare-year-link';
import { FILTERS_ID, FiltersDrawer, NarrowScreenFilters } from './filters-drawer';
import { SCHOOL_LIST_COUNTRIES_QUERY, SCHOOL_LIST_QUERY } from './school-list.query';
import classes from './school-list-layout.module.css';
import { schoolListMeta } from './school-list-meta';
import { SchoolListResults } from './school-list-results';

const HEADING_ID = 'school-list-heading';

/**
 * Reading a list's address: its filters' schemas, with zod, apart from the page's first script.
 * (The filters' island imports it itself: a module of its own shared by both would be one more
 * file in the page's first script.)
 */
const loadListAddress = () => import('@/modules/openschool/shared/list-address');

/**
 * The list's forms (its search, country and sort; its filters), each hydrated on its own: they
 * work as plain HTML forms until their code has come, and the rest of the page does not wait.
 */
const controls = island(
  () => import('./school-list-controls'),
  (module) => module.SchoolListControls,
);
const filters = island(
  () => import('./school-list-filters'),
  (module) => module.SchoolListFilters,
);

/** Loaded before the page renders; their stylesheets style it from its first paint. */
export const islands = [controls, filters];

/** The list's choices, read from its address: the page's loader data. */
export async function readAddress(url: URL) {
  return (await loadListAddress()).listParamsOf(url.searchParams);
}

/**
 * On the server: the country of the URL, then the page of schools. An unknown country answers
 * 404; a form sent without scripts (a country chosen, empty fields) leads to the list's URL.
 */
export async function prefetch({
  address: list,
  request,
  params,
  client,
}: PageLoaderArgs<AddressOf<typeof readAddress>>) {
  const { listFormTarget } = await loadListAddress();
  const chosen = listFormTarget(new URL(request.url).searchParams, params.country);
  if (chosen) throw redirect(chosen, 303);
  const countries = await client.query({
    query: SCHOOL_LIST_COUNTRIES_QUERY,
    variables: countriesVariablesOf(params.country),
  });
  if (params.country && countries.data?.country === null) return PAGE_NOT_FOUND;
  // Without the country (the query failed), the page shows the error.
  if (params.country && !countries.data?.country) return;
  const country = countries.data?.country;
  await Promise.all([
    client.query({ query: SCHOOL_LIST_QUERY, variables: listVariablesOf(list, country?._id ?? null) }),
    country && params.country
      ? prefetchPagePicture(client, countryPicture(country._id, params.country))
      : null,
  ]);
}

/** A country list's stock photo, above its filters. */
const countryPicture = (countryCode: string, slug: string) =>
  ({ use: 'country', countryCode, pageKey: `/schools/${slug}`, variant: 'banner' }) as const;

export const meta: PageMetaSource = schoolListMeta;

/** Plain elements only: its parts that render Mantine components load apart, with its providers. */
export const plainElements = true;

/**
 * /schools and /schools/{country}: a page of schools, searched, filtered, sorted and paged through
 * the URL, so a filtered list can be shared and back/forward steps through the choices.
 */
export function Component() {
  const { t, i18n } = useTranslation('openschool');
  const slug = useParams().country;
  const list = useLoaderData<typeof readAddress>();
  // The next address (a filter, a page) is read with the schemas: they load once the page is idle.
  useEffect(() => whenIdle(() => void loadListAddress()), []);
  const countries = useQuery(SCHOOL_LIST_COUNTRIES_QUERY, { variables: countriesVariablesOf(slug) });
  const country = countries.data?.country ?? null;
  const options = countries.data ?? countries.previousData;
  // The schools query needs the country's code, which the countries query gives.
  const waitingForCountry = Boolean(slug) && !country;
  const schools = useQuery(SCHOOL_LIST_QUERY, {
    variables: listVariablesOf(list, country?._id ?? null),
    skip: waitingForCountry,
  });

  if (slug && countries.data?.country === null) return <NotFoundPage />;
  const pageInfo = schools.data?.schools.pageInfo;
  const formatted =
    pageInfo &&
    formatSchoolCount(pageInfo.count, schools.data?.schools.countIsLowerBound ?? false, i18n.language);
  return (
    <PageLayout>
      <PlainStack gap="lg">
        <header>
          {slug && !country ? (
            <PlainSkeleton height={36} width="60%" radius="sm" />
          ) : (
            <PlainGroup justify="space-between" align="flex-end" gap="sm">
              <PlainTitle order={1} id={HEADING_ID}>
                {country ? t('list.title.country', { country: country.name }) : t('list.title.all')}
              </PlainTitle>
              {/* "Show on map": the same list, on the map of schools. */}
              <Link
                to={listMapPathOf(list, country?._id ?? null)}
                className={buttonClassName({ variant: 'light' })}
                data-testid="school-list-map"
              >
                {t('list.showOnMap')}
              </Link>
            </PlainGroup>
          )}
          {pageInfo && (
            <PlainText c="gray.7" style={{ marginTop: 4 }} data-testid="school-list-count" aria-live="polite">
              {list.q
                ? t('list.matches', { count: pageInfo.count, formatted, q: list.q })
                : activeFilterCount(list) > 0
                  ? t('list.filtered', { count: pageInfo.count, formatted })
                  : t('list.count', { count: pageInfo.count, formatted })}
            </PlainText>
          )}
          <HelpCompleteLink countrySlug={slug} incomplete={options?.schoolsMissingFacts} />
        </header>
        {country && slug && <PagePicture {...countryPicture(country._id, slug)} />}
        <controls.Island
          list={list}
          countrySlug={slug}
          currentCountry={country}
          countries={options?.schoolsCountByCountry.items ?? []}
        />
        <div className={classes.layout}>
          <NarrowScreenFilters />
          <aside id={FILTERS_ID}>
            <filters.Island list={list} countrySlug={slug} options={options} />
          </aside>
          <div className={classes.results}>
            <PlainStack gap="md">
              <PlainGroup gap="sm" justify="space-between">
                <FiltersDrawer list={list} countrySlug={slug} options={options} />
                <CompareYearLink list={list} />
              </PlainGroup>
              <ActiveFilters list={list} countrySlug={slug} options={options} />
              <QueryState
                loading={schools.loading || (waitingForCountry && !countries.error)}
                error={schools.error ?? countries.error}
                data={schools.data?.schools}
              >
                {() => (
                  <SchoolListResults
                    page={schools.data!.schools}
                    list={list}
                    countrySlug={slug}
                    countryName={country?.name}
                    labelledBy={HEADING_ID}
                  />
                )}
              </QueryState>
            </PlainStack>
          </div>
        </div>
      </PlainStack>
    </PageLayout>
  );
}
