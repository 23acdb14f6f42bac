import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { PAGE_NOT_FOUND, type PageLoaderArgs } from '@/core/client/module';
import { NotFoundPage } from '@/core/client/not-found-page';
import { PageLayout } from '@/core/client/page-layout';
import { PageLinks } from '@/core/client/page-links';
import { QueryState } from '@/core/client/states/query-state';
import { useTranslation } from '@/core/client/use-translation';
import { listPathOf } from '@/modules/openschool/shared/list-params';
import { missingPathOf } from '@/modules/openschool/shared/missing-facts';
import { missingParamsOf } from '@/modules/openschool/shared/missing-facts-query';
import { formatSchoolCount } from '../school-count';
import { IncompleteSchools } from './incomplete-schools';
import { MISSING_FACTS_QUERY, missingVariablesOf } from './missing-facts.query';
import { MissingFactsChoices } from './missing-facts-choices';
import { missingFactsMeta } from './missing-facts-meta';

const HEADING_ID = 'missing-facts-heading';

/** On the server: the country of the URL and the page of its schools; an unknown country answers 404. */
export async function prefetch({ request, params, client }: PageLoaderArgs) {
  const search = missingParamsOf(new URL(request.url).searchParams);
  const { data } = await client.query({
    query: MISSING_FACTS_QUERY,
    variables: missingVariablesOf(params.country, search),
  });
  if (params.country && data?.country === null) return PAGE_NOT_FOUND;
}

export const meta: PageMetaSource = missingFactsMeta;

/**
 * /schools/missing and /schools/{country}/missing: "help complete" — the listed schools whose
 * fees, curriculums, ages, languages, boarding or place are not known yet, each with what it
 * lacks and the way to add it, narrowed to one fact and sorted through the URL (decision 078).
 */
export function Component() {
  const { t, i18n } = useTranslation('openschool');
  const slug = useParams().country;
  const [searchParams] = useSearchParams();
  const params = missingParamsOf(searchParams);
  const { data, loading, error } = useQuery(MISSING_FACTS_QUERY, {
    variables: missingVariablesOf(slug, params),
  });
  if (slug && data?.country === null) return <NotFoundPage />;
  const country = data?.country ?? null;
  const page = data?.schoolsMissingFacts;
  return (
    <PageLayout>
      <Stack gap="lg">
        <header>
          <nav aria-label={t('detail.breadcrumb')}>
            <Breadcrumbs separator="›" fz="sm" mb="xs">
              <Anchor component={Link} to="/schools">
                {t('menu')}
              </Anchor>
              {country && (
                <Anchor component={Link} to={listPathOf(country.slug)}>
                  {country.name}
                </Anchor>
              )}
            </Breadcrumbs>
          </nav>
          <Title order={1} id={HEADING_ID}>
            {country ? t('missing.title.country', { country: country.name }) : t('missing.title.all')}
          </Title>
          <Text mt="xs" maw="48rem">
            {t('missing.intro')}
          </Text>
          {page && (
            <Text c="gray.7" mt={4} data-testid="missing-count">
              {t('missing.count', {
                formatted: formatSchoolCount(page.pageInfo.count, page.countIsLowerBound, i18n.language),
              })}
            </Text>
          )}
        </header>
        <MissingFactsChoices countrySlug={slug} params={params} />
        <QueryState loading={loading && !data} error={error} data={page}>
          {() =>
            page!.items.length === 0 ? (
              <Text size="lg" data-testid="missing-empty">
                {params.page > 1 && page!.pageInfo.count > 0
                  ? t('list.empty.page', { page: params.page })
                  : t('missing.empty')}
              </Text>
            ) : (
              <Stack gap="md">
                <IncompleteSchools schools={page!.items} labelledBy={HEADING_ID} />
                <PageLinks
                  pageInfo={page!.pageInfo}
                  hrefOf={(number) => missingPathOf(slug, { ...params, page: number })}
                  labels={{
                    label: t('list.pagination.label'),
                    page: (number) => t('list.pagination.page', { page: number }),
                    previous: t('list.pagination.previous'),
                    next: t('list.pagination.next'),
                  }}
                />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </PageLayout>
  );
}
