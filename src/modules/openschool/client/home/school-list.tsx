import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { formatSchoolCount } from '../school-count';
import { SchoolItems } from '../school-items';
import type { HomeQuery } from './home.query';

/** The latest updated schools, or the schools matching the search text. */
export function SchoolList(props: {
  q: string | null;
  page: HomeQuery['schools'] | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('openschool');
  const { q, page } = props;
  const headingId = 'home-schools-heading';
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <div>
        <Title order={2} id={headingId}>
          {q ? t('home.results.title', { q }) : t('home.latest.title')}
        </Title>
        {q && page && (
          <Group gap="md" mt={4}>
            <Text c="gray.7">
              {page.approximate
                ? t('list.approximate', { q })
                : t('home.results.count', {
                    count: page.pageInfo.count,
                    formatted: formatSchoolCount(page.pageInfo.count, page.countIsLowerBound, i18n.language),
                  })}
            </Text>
            {page.pageInfo.count > 0 && (
              // The list page has the filters (curriculum, fees…) and every page of the results.
              <Anchor component={Link} to={`/schools?${new URLSearchParams({ q })}`} fw={500}>
                {t('list.refine')}
              </Anchor>
            )}
          </Group>
        )}
      </div>
      {props.loading && !page && <Skeleton height={320} radius="md" />}
      {page && page.items.length === 0 && (
        <Text>{q ? t('home.results.empty', { q }) : t('home.latest.empty')}</Text>
      )}
      {page && page.items.length > 0 && <SchoolItems schools={page.items} />}
    </Stack>
  );
}
