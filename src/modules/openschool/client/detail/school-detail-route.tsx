import { Navigate, redirect, useLocation, useParams } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { PAGE_NOT_FOUND, type PageLoaderArgs } from '@/core/client/module';
import { NotFoundPage } from '@/core/client/not-found-page';
import { PageLayout } from '@/core/client/page-layout';
import { PlainStack } from '@/core/client/plain-layout';
import { QueryState } from '@/core/client/states/query-state';
import { type DetailTab, schoolPath, tabOf } from './detail-tabs';
import { SchoolHeader } from './header/school-header';
import { RevisionHistory } from './history/revision-history';
import { schoolDetailMeta } from './meta/school-detail-meta';
import { SCHOOL_DETAIL_QUERY, type SchoolDetailQuery } from './school-detail.query';
import { SchoolTabPanel } from './school-tab-panel';
import { SchoolTabsNav } from './school-tabs-nav';
import { SchoolSources } from './sources/school-sources';
import { loadTab } from './tab-panels';

/**
 * Where a URL should go instead: the school's own country slug, and no `/overview` segment
 * (the overview is the page itself). Undefined when the URL is the canonical one.
 */
function canonicalPathOf(
  school: NonNullable<SchoolDetailQuery['school']>,
  params: { country?: string; tab?: string },
  tab: DetailTab,
): string | undefined {
  if (params.country === school.countrySlug && params.tab !== 'overview') return undefined;
  return schoolPath(school.countrySlug, school._id, tab);
}

/**
 * On the server: the school, in the HTML. An unknown id, a school that is not published or an
 * unknown tab answers 404; another country's slug or `/overview` a 301 to the school's own URL.
 */
export async function prefetch({ params, request, client, usesModule }: PageLoaderArgs) {
  const tab = tabOf(params.tab);
  if (!tab) return PAGE_NOT_FOUND;
  const { data } = await client.query({ query: SCHOOL_DETAIL_QUERY, variables: { id: params.id ?? '' } });
  if (data?.school === null) return PAGE_NOT_FOUND;
  if (!data?.school) return;
  const url = new URL(request.url);
  const canonical = canonicalPathOf(data.school, params, tab);
  if (canonical) throw redirect(`${canonical}${url.search}`, 301);
  if (tab === 'overview') return;
  // Another tab's code, and what it asks of its own (the ratings, a page at a time; the stock
  // photo of a school without photos): in the HTML too.
  const tabCode = await loadTab(tab);
  usesModule(tabCode.module);
  await tabCode.prefetch?.({ client, school: data.school, url });
}

export const meta: PageMetaSource = schoolDetailMeta;

/** Plain elements only: its parts that render Mantine components load apart, with its providers. */
export const plainElements = true;

/** /schools/{country}/{id} and /schools/{country}/{id}/{tab}: a school's page, a tab at a time. */
export function Component() {
  const params = useParams();
  const location = useLocation();
  const tab = tabOf(params.tab);
  const { data, loading, error } = useQuery(SCHOOL_DETAIL_QUERY, {
    variables: { id: params.id ?? '' },
    skip: !tab,
  });
  if (!tab) return <NotFoundPage />;
  const school = data?.school;
  const canonical = school && canonicalPathOf(school, params, tab);
  if (canonical) return <Navigate to={`${canonical}${location.search}`} replace />;
  return (
    <PageLayout>
      <QueryState loading={loading && !data} error={error} data={data} notFound={data?.school === null}>
        {() => (
          <PlainStack gap="lg">
            <SchoolHeader school={school!} />
            <SchoolTabsNav school={school!} current={tab} />
            <section id="school-tab" aria-labelledby="school-tab-title">
              <SchoolTabPanel tab={tab} school={school!} rates={data!.exchangeRates} />
            </section>
            <RevisionHistory school={school!} />
            <SchoolSources school={school!} />
          </PlainStack>
        )}
      </QueryState>
    </PageLayout>
  );
}
