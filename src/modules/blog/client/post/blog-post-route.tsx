import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { FormattedText } from '@/core/client/formatted-text';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { PagePicture, prefetchPagePicture } from '@/core/client/layout/page-picture';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { PAGE_NOT_FOUND, type PageLoaderArgs } from '@/core/client/module';
import { QueryState } from '@/core/client/states/query-state';
import { useTranslation } from '@/core/client/use-translation';
import { directionOf } from '@/core/shared/languages';
import { BLOG_PATH } from '@/modules/blog/shared/blog-paths';
import { PostByline } from '../post-byline';
import { BLOG_POST_QUERY, type BlogPostView } from './blog-post.query';
import { blogPostMeta } from './blog-post-meta';

/** On the server: the post, in the HTML; an unknown or unpublished slug answers 404. */
export async function prefetch({ params, client }: PageLoaderArgs) {
  const { data } = await client.query({ query: BLOG_POST_QUERY, variables: { slug: params.slug ?? '' } });
  if (data?.blogPost === null) return PAGE_NOT_FOUND;
  if (data?.blogPost) await prefetchPagePicture(client, postPicture(data.blogPost.slug));
}

/** Posts have no cover of their own: a credited stock photo, when one is saved for blog posts. */
const postPicture = (slug: string) => ({ use: 'blog', pageKey: slug, variant: 'banner' }) as const;

export const meta: PageMetaSource = blogPostMeta;

function Post(props: { post: BlogPostView }) {
  const { t } = useTranslation('blog');
  const { post } = props;
  return (
    <Stack component="article" gap="md">
      <Anchor component={Link} to={BLOG_PATH} size="sm">
        ← {t('post.back')}
      </Anchor>
      <header>
        <Title order={1} lang={post.language} dir={directionOf(post.language)}>
          {post.title}
        </Title>
        <PostByline publishedAt={post.publishedAt} author={post.author} mt="xs" />
      </header>
      <PagePicture {...postPicture(post.slug)} />
      {/* The body is written in the post's language, whatever the site's. */}
      <Stack gap="md" lang={post.language} dir={directionOf(post.language)}>
        <FormattedText text={post.body} />
      </Stack>
    </Stack>
  );
}

/** /blog/{slug}: one published post; the not-found screen for any other slug. */
export function Component() {
  const slug = useParams().slug ?? '';
  const { data, loading, error } = useQuery(BLOG_POST_QUERY, { variables: { slug } });
  return (
    <Container size={760} py={48} px="md">
      <QueryState loading={loading} error={error} data={data} notFound={data?.blogPost === null}>
        {() => <Post post={data!.blogPost!} />}
      </QueryState>
    </Container>
  );
}
