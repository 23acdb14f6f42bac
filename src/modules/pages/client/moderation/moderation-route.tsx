import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { PAGE_NOT_FOUND, type PageLoaderArgs } from '@/core/client/module';
import { NotFoundPage, notFoundMeta } from '@/core/client/not-found-page';
import { QueryState } from '@/core/client/states/query-state';
import { useTranslation } from '@/core/client/use-translation';
import { ContentPage } from '../content-page';
import { ModerationKindTable } from './moderation-kind-table';
import { MODERATION_LOG_QUERY, type ModerationLogView, yearOf } from './moderation-log.query';
import { RejectCategoryLegend } from './reject-category-legend';

/** Runs on the server, so the figures are in the page's HTML; an unknown year answers 404. */
export async function prefetch({ client, request }: PageLoaderArgs) {
  const year = yearOf(new URL(request.url).searchParams);
  if (year === undefined) return PAGE_NOT_FOUND;
  const { data } = await client.query({ query: MODERATION_LOG_QUERY, variables: { year } });
  return data?.moderationLog ? null : PAGE_NOT_FOUND;
}

export const meta: PageMetaSource = (args) => {
  const year = yearOf(args.url.searchParams);
  const log =
    year === undefined
      ? null
      : args.client.readQuery({ query: MODERATION_LOG_QUERY, variables: { year } })?.moderationLog;
  if (log === null) return notFoundMeta(args);
  return {
    title: args.t('moderation.title', { ns: 'pages' }),
    description: args.t('moderation.description', { ns: 'pages' }),
    // Each year is a page of its own; this year's is the one without `?year=`.
    url: year === null ? '/moderation' : `/moderation?year=${year}`,
  };
};

/**
 * /moderation: what the moderators decided on what members sent (ratings, changes to schools,
 * places), month by month and by kind of refusal, with no one's name or words; `?year=` for
 * an earlier year.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const year = yearOf(search);
  const { data, loading, error } = useQuery(MODERATION_LOG_QUERY, {
    variables: { year: year ?? null },
    skip: year === undefined,
  });
  if (year === undefined || (data && !data.moderationLog)) return <NotFoundPage />;
  return (
    <ContentPage title={t('moderation.title')}>
      <Text>{t('moderation.intro')}</Text>
      <Text>{t('moderation.howCounted')}</Text>
      <QueryState loading={loading && !data} error={error} data={data?.moderationLog ?? undefined}>
        {() => <ModerationLog log={data!.moderationLog!} />}
      </QueryState>
      <RejectCategoryLegend />
    </ContentPage>
  );
}

function ModerationLog(props: { log: ModerationLogView }) {
  const { t } = useTranslation('pages');
  const { log } = props;
  return (
    <Stack gap="xl">
      <YearLinks log={log} />
      {log.kinds.length === 0 ? (
        <Text c="gray.7">{t('moderation.nothingModerated')}</Text>
      ) : (
        log.kinds.map((kind) => <ModerationKindTable key={kind.label} kind={kind} year={log.year} />)
      )}
    </Stack>
  );
}

/** The years with a log, the one shown marked as the current page. */
function YearLinks(props: { log: ModerationLogView }) {
  const { t } = useTranslation('pages');
  const thisYear = props.log.years[0];
  if (props.log.years.length < 2) return <Title order={2}>{props.log.year}</Title>;
  return (
    <Group component="nav" aria-label={t('moderation.years')} gap="md">
      {props.log.years.map((year) =>
        year === props.log.year ? (
          <Title key={year} order={2} aria-current="page">
            {year}
          </Title>
        ) : (
          <Anchor
            key={year}
            component={Link}
            to={year === thisYear ? '/moderation' : `/moderation?year=${year}`}
          >
            {year}
          </Anchor>
        ),
      )}
    </Group>
  );
}
