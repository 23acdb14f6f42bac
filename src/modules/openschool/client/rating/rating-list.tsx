import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { DimensionMarks, Stars } from './rating-marks';
import type { SchoolRatingsView } from './ratings.query';

/** The approved ratings of one page, newest first, with links to the pages before and after. */
export function RatingList(props: { ratings: SchoolRatingsView }) {
  const { t } = useTranslation('openschool');
  const { items, pageInfo } = props.ratings;
  const format = useFormat();
  if (items.length === 0) {
    return <Text c="gray.7">{pageInfo.count === 0 ? t('ratings.empty') : t('ratings.pageEmpty')}</Text>;
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="rating-list">
        {items.map((rating) => (
          <Paper key={rating._id} component="li" withBorder radius="md" p="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stars value={rating.overall} />
                <Text size="sm" c="gray.7">
                  {t('ratings.byline', {
                    author: rating.authorName ?? t('ratings.anonymous'),
                    date: format.date(rating.createdAt),
                  })}
                </Text>
              </Group>
              <DimensionMarks marks={rating} />
              <Text style={{ whiteSpace: 'pre-line' }}>{rating.comment}</Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <RatingPages page={pageInfo.page} pages={Math.ceil(pageInfo.count / pageInfo.limit)} />
    </Stack>
  );
}

function RatingPages(props: { page: number; pages: number }) {
  const { t } = useTranslation('openschool');
  const { pathname, search } = useLocation();
  if (props.pages <= 1) return null;
  // The page's other parameters (the visitor's currency) stay.
  const to = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <Group component="nav" aria-label={t('ratings.pages.label')} justify="space-between">
      {props.page > 1 ? (
        <Anchor component={Link} to={to(props.page - 1)} preventScrollReset>
          ← {t('ratings.pages.newer')}
        </Anchor>
      ) : (
        <span />
      )}
      <Text size="sm" c="gray.7">
        {t('ratings.pages.position', { page: props.page, pages: props.pages })}
      </Text>
      {props.page < props.pages ? (
        <Anchor component={Link} to={to(props.page + 1)} preventScrollReset>
          {t('ratings.pages.older')} →
        </Anchor>
      ) : (
        <span />
      )}
    </Group>
  );
}
