import { Stack, Text, Title } from '@mantine/core';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import type { AddressOf, PageLoaderArgs } from '@/core/client/module';
import { PageLayout } from '@/core/client/page-layout';
import { QueryState } from '@/core/client/states/query-state';
import { useTranslation } from '@/core/client/use-translation';
import {
  asksForPlan,
  type PlannerParams,
  plannerInputOf,
  plannerParamsOf,
  plannerSearchOf,
} from '@/modules/openschool/shared/planner/planner-params';
import { useRememberCurrency } from '../currency/visitor-currency';
import { PLANNER_OPTIONS_QUERY, RELOCATION_PLAN_QUERY } from './planner.query';
import { PlannerChildren } from './planner-children';
import { PlannerForm } from './planner-form';
import { PlannerSchools } from './planner-schools';
import { SavedPlans } from './saved-plans';

/**
 * The plan the address asks for, when the shared schema takes it: null for none. The schema,
 * with zod, loads apart from the page's first script.
 */
async function planInputOf(params: PlannerParams) {
  if (!asksForPlan(params)) return null;
  const { relocationPlanInputSchema } = await import('@/modules/openschool/shared/planner/planner-input');
  const parsed = relocationPlanInputSchema.safeParse(plannerInputOf(params));
  return parsed.success ? parsed.data : null;
}

/** The family's choices the address holds, and the plan they ask for: the page's loader data. */
export async function readAddress(url: URL) {
  const params = plannerParamsOf(url.searchParams);
  return { params, input: await planInputOf(params) };
}

/** On the server: the form's choices and the plan the address holds, so a shared link renders at once. */
export async function prefetch({
  address: { input },
  client,
}: PageLoaderArgs<AddressOf<typeof readAddress>>) {
  await Promise.all([
    client.query({ query: PLANNER_OPTIONS_QUERY }),
    input ? client.query({ query: RELOCATION_PLAN_QUERY, variables: { input } }) : null,
  ]);
}

// A plan is a family's own: shareable, but not a page for search engines.
export const meta: PageMetaSource = ({ t }) => ({
  title: t('openschool:planner.title'),
  description: t('openschool:planner.description'),
  noindex: true,
});

/**
 * /planner: a family's move. The address holds the whole plan (children's birth dates, move
 * date, destination, current curriculum, budget), so a link reproduces it and saving keeps it.
 */
export function Component() {
  const { t } = useTranslation('openschool');
  const { search } = useLocation();
  const navigate = useNavigate();
  const { params, input } = useLoaderData<typeof readAddress>();
  const options = useQuery(PLANNER_OPTIONS_QUERY);
  const plan = useQuery(RELOCATION_PLAN_QUERY, { variables: { input: input ?? {} }, skip: !input });
  const result = plan.data?.relocationPlan;
  const rememberCurrency = useRememberCurrency();
  const show = (next: PlannerParams) => {
    // The currency of the budget is the one fees are read in on the next pages too.
    if (next.currency !== params.currency) {
      rememberCurrency(next.currency && next.currency !== 'USD' ? next.currency : null);
    }
    navigate({ search: plannerSearchOf(next) });
  };

  return (
    <PageLayout>
      <Stack gap="lg">
        <header>
          <Title order={1}>{t('planner.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('planner.description')}
          </Text>
        </header>
        <PlannerForm
          key={search}
          params={params}
          options={options.data}
          refusal={result && !result.item ? result : undefined}
          onSubmit={show}
        />
        {/* A refused plan shows no result: the form marks what was refused. */}
        {input && (
          <QueryState loading={plan.loading && !result} error={plan.error} data={result}>
            {() =>
              result?.item && (
                <Stack gap="lg">
                  <PlannerChildren plan={result.item} />
                  <PlannerSchools plan={result.item} />
                  <SavedPlans search={plannerSearchOf(params)} />
                </Stack>
              )
            }
          </QueryState>
        )}
        {!input && <SavedPlans search={null} />}
      </Stack>
    </PageLayout>
  );
}
