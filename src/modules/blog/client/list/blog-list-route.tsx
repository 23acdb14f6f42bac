import { Container, Stack, Text, Title } from '@mantine/core';
import { redirect, useSearchParams } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import type { PageLoaderArgs } from '@/core/client/module';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { languageLabel } from '@/core/shared/languages';
import { BLOG_LIST_QUERY } from './blog-list.query';
import { BlogListControls } from './blog-list-controls';
import { blogListMeta } from './blog-list-meta';
import { blogListFormTarget, blogListParamsOf, blogListVariablesOf } from './blog-list-params';
import { BlogListResults } from './blog-list-results';

const HEADING_ID = 'blog-list-heading';

/**
 * On the server: the page of posts the URL asks for, so it is in the HTML; the language form
 * sent without scripts with "All languages" leads to the list's one URL.
 */
export async function prefetch({ request, client }: PageLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const target = blogListFormTarget(search);
  if (target) throw redirect(target, 303);
  const list = blogListParamsOf(search);
  await client.query({ query: BLOG_LIST_QUERY, variables: blogListVariablesOf(list) });
}

export const meta: PageMetaSource = blogListMeta;

/** /blog: published posts, newest first, in one language or all, paged through the URL. */
export function Component() {
  const { t } = useTranslation('blog');
  const format = useFormat();
  const [search] = useSearchParams();
  const list = blogListParamsOf(search);
  const { data, loading, error } = useQuery(BLOG_LIST_QUERY, { variables: blogListVariablesOf(list) });
  const pageInfo = data?.blogPosts.pageInfo;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <header>
          <Title order={1} id={HEADING_ID}>
            {list.language
              ? t('list.title.language', { language: languageLabel(list.language) })
              : t('list.title.all')}
          </Title>
          <Text c="gray.7" mt={4}>
            {t('list.description')}
          </Text>
          {pageInfo && pageInfo.count > 0 && (
            <Text c="gray.7" size="sm" mt={4} data-testid="blog-list-count">
              {t('list.count', {
                count: pageInfo.count,
                formatted: format.number(pageInfo.count),
              })}
            </Text>
          )}
        </header>
        <BlogListControls list={list} />
        <QueryState loading={loading} error={error} data={data?.blogPosts}>
          {() => <BlogListResults page={data!.blogPosts} list={list} labelledBy={HEADING_ID} />}
        </QueryState>
      </Stack>
    </Container>
  );
}
