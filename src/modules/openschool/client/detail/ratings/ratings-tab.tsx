import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { QueryState } from '@/core/client/states/query-state';
import { withMantine } from '@/core/client/theme/with-mantine';
import { useTranslation } from '@/core/client/use-translation';
import { RateSection } from '@/modules/openschool/client/rating/rate-section';
import { RatingList } from '@/modules/openschool/client/rating/rating-list';
import { RatingSummaryPanel } from '@/modules/openschool/client/rating/rating-summary-panel';
import { SCHOOL_RATINGS_QUERY } from '@/modules/openschool/client/rating/ratings.query';
import { ratingsVariablesOf } from '@/modules/openschool/client/rating/ratings-variables';
import type { TabPrefetchArgs } from '../detail-tabs';
import type { SchoolDetailView } from '../school-detail.query';
import { RatingSummary } from './rating-summary';

/**
 * Runs the ratings tab's query on the server, so the tab's ratings are in the HTML: the school
 * page's prefetch calls it for the ratings tab, with the page's URL (`?page=2`).
 */
export async function prefetchRatingsTab({ client, school, url }: TabPrefetchArgs): Promise<void> {
  await client.query({
    query: SCHOOL_RATINGS_QUERY,
    variables: ratingsVariablesOf(school._id, url.searchParams),
  });
}

/**
 * The ratings tab of a school's page: what the approved ratings say (average, distribution,
 * dimensions), where to rate (or log in to), and the ratings themselves, newest first, a page
 * at a time.
 */
function RatingsPanel(props: { school: SchoolDetailView }) {
  const { t } = useTranslation('openschool');
  const { school } = props;
  const [search] = useSearchParams();
  const { data, loading, error } = useQuery(SCHOOL_RATINGS_QUERY, {
    variables: ratingsVariablesOf(school._id, search),
  });
  const ratings = data?.schoolRatings;
  return (
    <Stack gap="lg" data-testid="ratings-tab">
      {ratings && ratings.summary.count > 0 ? (
        <RatingSummaryPanel summary={ratings.summary} />
      ) : (
        <RatingSummary ratingAvg={school.ratingAvg} ratingCount={school.ratingCount} size="lg" />
      )}
      <RateSection schoolId={school._id} />
      <Stack gap="sm" component="section" aria-labelledby="school-ratings-title">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={3} size="h4" id="school-ratings-title">
            {t('ratings.list.title')}
          </Title>
          <Anchor component={Link} to="/moderation" size="sm">
            {t('ratings.moderationLink')}
          </Anchor>
        </Group>
        <QueryState loading={loading && !data} error={error} data={ratings ?? undefined}>
          {() => <RatingList ratings={ratings!} />}
        </QueryState>
      </Stack>
    </Stack>
  );
}

/** The tab, inside Mantine's providers: the school's page has none (decision 093). */
export const RatingsTab = withMantine(RatingsPanel);
