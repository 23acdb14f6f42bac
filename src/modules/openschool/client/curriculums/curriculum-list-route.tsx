import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { Columns } from '@/core/client/layout/columns';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import type { PageLoaderArgs } from '@/core/client/module';
import { PageLayout } from '@/core/client/page-layout';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { CURRICULUMS_PATH, curriculumPath } from './curriculum-paths';
import { CURRICULUMS_QUERY, type CurriculumView } from './curriculums.query';

export async function prefetch({ client }: PageLoaderArgs) {
  await client.query({ query: CURRICULUMS_QUERY });
}

export const meta: PageMetaSource = ({ t }) => ({
  title: t('openschool:curriculums.title'),
  description: t('openschool:curriculums.description'),
  url: CURRICULUMS_PATH,
});

/** Curriculums by group heading, in the order they come (group, then name, as the language sorts). */
function byFamily(curriculums: CurriculumView[]) {
  const families = new Map<string, CurriculumView[]>();
  for (const curriculum of curriculums) {
    families.set(curriculum.familyName, [...(families.get(curriculum.familyName) ?? []), curriculum]);
  }
  return [...families];
}

function Families(props: { curriculums: CurriculumView[] }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  return (
    <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="curriculum-families">
      {byFamily(props.curriculums).map(([family, members]) => (
        <Paper
          key={members[0]?.family ?? family}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby={`family-${members[0]?.family}`}
        >
          <Title order={2} size="h3" id={`family-${members[0]?.family}`} mb="xs">
            {family}
          </Title>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {members.map((curriculum) => (
              <li key={curriculum._id}>
                <Anchor component={Link} to={curriculumPath(curriculum.slug)}>
                  {curriculum.name}
                </Anchor>{' '}
                <Text span size="sm" c="gray.7">
                  {t('curriculums.schoolCount', {
                    count: curriculum.schoolCount,
                    formatted: format.number(curriculum.schoolCount),
                  })}
                </Text>
              </li>
            ))}
          </Stack>
        </Paper>
      ))}
    </Columns>
  );
}

/** /school-curriculums: every curriculum, grouped by family, with how many listed schools teach it. */
export function Component() {
  const { t } = useTranslation('openschool');
  const { data, loading, error } = useQuery(CURRICULUMS_QUERY);
  return (
    <PageLayout>
      <Stack gap="lg">
        <header>
          <Title order={1}>{t('curriculums.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('curriculums.intro')}
          </Text>
        </header>
        <QueryState loading={loading && !data} error={error} data={data}>
          {() => <Families curriculums={data!.curriculums} />}
        </QueryState>
      </Stack>
    </PageLayout>
  );
}
