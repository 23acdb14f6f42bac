import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { languageLabel } from '@/core/shared/languages';
import { BLOG_PATH } from '@/modules/blog/shared/blog-paths';
import type { BlogListQuery } from './blog-list.query';
import { BlogListPagination } from './blog-list-pagination';
import { type BlogListParams, blogListSearchOf } from './blog-list-params';
import { BlogPostItems } from './blog-post-items';

/** A page of posts with the page links, or why it is empty and a way on. */
export function BlogListResults(props: {
  page: BlogListQuery['blogPosts'];
  list: BlogListParams;
  labelledBy: string;
}) {
  const { t } = useTranslation('blog');
  const { page, list } = props;
  if (page.items.length > 0) {
    return (
      <Stack gap="lg">
        <BlogPostItems posts={page.items} labelledBy={props.labelledBy} />
        <BlogListPagination pageInfo={page.pageInfo} list={list} />
      </Stack>
    );
  }
  const [message, action, to] =
    page.pageInfo.count > 0
      ? [
          t('list.empty.page', { page: list.page }),
          t('list.empty.firstPage'),
          BLOG_PATH + blogListSearchOf({ ...list, page: 1 }),
        ]
      : list.language
        ? [
            t('list.empty.language', { language: languageLabel(list.language) }),
            t('list.empty.allLanguages'),
            BLOG_PATH,
          ]
        : [t('list.empty.all'), t('common:notFound.home'), '/'];
  return (
    <Stack align="flex-start" gap="md" py="lg" data-testid="blog-list-empty">
      <Text size="lg">{message}</Text>
      <Button component={Link} to={to} variant="default">
        {action}
      </Button>
    </Stack>
  );
}
