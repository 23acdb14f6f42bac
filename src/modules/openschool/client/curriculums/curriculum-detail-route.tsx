import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, redirect, useLocation, useParams } from 'react-router';
import { FormattedText } from '@/core/client/formatted-text';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { PagePicture, prefetchPagePicture } from '@/core/client/layout/page-picture';
import type { PageMeta, PageMetaArgs } from '@/core/client/meta/page-meta';
import { PAGE_NOT_FOUND, type PageLoaderArgs } from '@/core/client/module';
import { notFoundMeta } from '@/core/client/not-found-page';
import { PageLayout } from '@/core/client/page-layout';
import { QueryState } from '@/core/client/states/query-state';
import type { TFunction } from '@/core/client/translator';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { describe } from '@/core/shared/description-text';
import type { Format } from '@/core/shared/format';
import { LabelBadge } from '../detail/label-badge';
import { CurriculumCountries } from './curriculum-countries';
import { CURRICULUMS_PATH, curriculumPath } from './curriculum-paths';
import { CURRICULUM_QUERY, type CurriculumQuery } from './curriculums.query';

/** On the server: the curriculum; unknown answers 404, its id or another spelling 301 to its slug. */
export async function prefetch({ params, request, client }: PageLoaderArgs) {
  const slug = params.curriculum ?? '';
  const { data } = await client.query({ query: CURRICULUM_QUERY, variables: { slug } });
  if (data?.curriculum === null) return PAGE_NOT_FOUND;
  const found = data?.curriculum?.curriculum;
  if (found && found.slug !== slug) {
    throw redirect(`${curriculumPath(found.slug)}${new URL(request.url).search}`, 301);
  }
  if (found) await prefetchPagePicture(client, curriculumPicture(found.slug));
}

/** A curriculum's stock photo, under its name. */
const curriculumPicture = (slug: string) =>
  ({ use: 'curriculum', pageKey: slug, variant: 'banner' }) as const;

/** How many listed schools teach it, in how many countries: "Taught in 12 listed schools in 5 countries." */
function whereTaught(
  detail: NonNullable<CurriculumQuery['curriculum']>,
  t: TFunction,
  format: Format,
): string {
  const { curriculum, countries } = detail;
  return countries.length === 0
    ? t('openschool:curriculums.detail.none')
    : t('openschool:curriculums.detail.summary', {
        count: curriculum.schoolCount,
        formatted: format.number(curriculum.schoolCount),
        countries: t('openschool:curriculums.detail.countryCount', { count: countries.length }),
      });
}

/** Its name as title; as description, where it is taught, then the start of its own description. */
export function meta(args: PageMetaArgs): PageMeta {
  const answer = args.client.readQuery({
    query: CURRICULUM_QUERY,
    variables: { slug: args.params.curriculum ?? '' },
  });
  if (answer && answer.curriculum === null) return notFoundMeta(args);
  const detail = answer?.curriculum;
  if (!detail) return {};
  const { curriculum } = detail;
  return {
    title: args.t('openschool:curriculums.detail.title', { name: curriculum.name }),
    description: describe([whereTaught(detail, args.t, args.format), curriculum.description]),
    url: curriculumPath(curriculum.slug),
  };
}

function Curriculum(props: { detail: NonNullable<CurriculumQuery['curriculum']> }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { curriculum, countries } = props.detail;
  return (
    <Stack gap="lg">
      <header>
        <nav aria-label={t('detail.breadcrumb')}>
          <Breadcrumbs separator="›" fz="sm">
            <Anchor component={Link} to={CURRICULUMS_PATH}>
              {t('curriculums.title')}
            </Anchor>
          </Breadcrumbs>
        </nav>
        <Title order={1} mt="xs">
          {curriculum.name}
        </Title>
        <Group gap="xs" mt={4}>
          {curriculum.shortName && <LabelBadge>{curriculum.shortName}</LabelBadge>}
          <Text size="sm" c="gray.7">
            {curriculum.familyName}
          </Text>
        </Group>
      </header>
      <PagePicture {...curriculumPicture(curriculum.slug)} />
      <Stack gap="sm">
        <FormattedText text={curriculum.description} />
      </Stack>
      <Title order={2}>
        {t('curriculums.detail.whereTitle', { name: curriculum.shortName ?? curriculum.name })}
      </Title>
      <Text data-testid="curriculum-summary">{whereTaught(props.detail, t, format)}</Text>
      {countries.length > 0 && <CurriculumCountries curriculum={curriculum} countries={countries} />}
    </Stack>
  );
}

/** /school-curriculums/{slug}: what a curriculum is and where its listed schools are, by country. */
export function Component() {
  const slug = useParams().curriculum ?? '';
  const location = useLocation();
  const { data, loading, error } = useQuery(CURRICULUM_QUERY, { variables: { slug } });
  const found = data?.curriculum?.curriculum;
  if (found && found.slug !== slug)
    return <Navigate to={`${curriculumPath(found.slug)}${location.search}`} replace />;
  return (
    <PageLayout>
      <QueryState loading={loading && !data} error={error} data={data} notFound={data?.curriculum === null}>
        {() => <Curriculum detail={data!.curriculum!} />}
      </QueryState>
    </PageLayout>
  );
}
