import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { FormattedText } from '@/core/client/formatted-text';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { languageLabel } from '@/core/shared/languages';
import { blogPostPath } from '@/modules/blog/shared/blog-paths';
import { type BlogPostItem, blogPostEntity } from './blog-post-entity';
import { PostStatusBadge } from './post-status-badge';

export const meta = adminMeta('blog-admin:posts.title');

/** /_admin/blog-posts/{_id}: a post's fields, its text as visitors read it, and its history. */
export function Component() {
  const { t } = useTranslation('blog-admin');
  const format = useFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : null);
  return (
    <AdminDetailPage<BlogPostItem> entity={blogPostEntity} listTitle={t('posts.title')} editable>
      {(post) => (
        <Stack gap="lg">
          <DetailFields
            rows={[
              [t('posts.statusLabel'), <PostStatusBadge key="status" status={post.status} />],
              [
                t('posts.address'),
                post.status === 'published' ? (
                  // A link from the console to the public site: a full page load, outside the console.
                  <Anchor key="address" href={blogPostPath(post.slug)} target="_blank">
                    {blogPostPath(post.slug)}
                  </Anchor>
                ) : (
                  blogPostPath(post.slug)
                ),
              ],
              [t('posts.language'), languageLabel(post.language)],
              [t('posts.author'), post.author ?? post.authorEmail],
              [t('posts.publishedAt'), when(post.publishedAt)],
              [t('posts.updatedAt'), when(post.updatedAt)],
              [t('posts.createdAt'), when(post.createdAt)],
              [t('posts.summary'), post.summary],
            ]}
          />
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="blog-post-body">
            <Title order={2} size="h4" id="blog-post-body" mb="sm">
              {t('posts.body')}
            </Title>
            <Stack gap="sm" lang={post.language}>
              <FormattedText text={post.body} />
            </Stack>
          </Paper>
        </Stack>
      )}
    </AdminDetailPage>
  );
}
