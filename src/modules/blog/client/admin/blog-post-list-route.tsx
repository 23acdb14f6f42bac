import { Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { languageLabel } from '@/core/shared/languages';
import { BLOG_POST_FILE_HEADERS } from '@/modules/blog/shared/blog-post-list';
import type { BlogPostStatus } from '@/modules/blog/shared/blog-post-schemas';
import { type BlogPostItem, blogPostEntity } from './blog-post-entity';
import { PostStatusBadge } from './post-status-badge';

export const meta = adminMeta('blog-admin:posts.title');

/** /_admin/blog-posts: every post, drafts too; searched, filtered, published in bulk, exported, imported. */
export function Component() {
  const { t } = useTranslation('blog-admin');
  const format = useFormat();
  const confirm = (key: string) => (count: number) => t(key, { count });
  return (
    <AdminListPage<BlogPostItem>
      entity={blogPostEntity}
      title={t('posts.title')}
      creatable
      exportable
      importHeaders={BLOG_POST_FILE_HEADERS}
      columns={[
        { key: 'title', label: t('posts.postTitle'), render: (post) => post.title },
        {
          key: 'status',
          label: t('posts.statusLabel'),
          render: (post) => <PostStatusBadge status={post.status} />,
        },
        { key: 'language', label: t('posts.language'), render: (post) => languageLabel(post.language) },
        {
          key: 'author',
          label: t('posts.author'),
          render: (post) => post.author ?? post.authorEmail ?? <Text c="gray.7">—</Text>,
        },
        {
          key: 'publishedAt',
          label: t('posts.publishedAt'),
          render: (post) => (post.publishedAt ? format.dateTime(post.publishedAt, { time: false }) : '—'),
        },
        {
          key: 'updatedAt',
          label: t('posts.updatedAt'),
          render: (post) => format.dateTime(post.updatedAt, { time: false }),
        },
      ]}
      filters={[
        {
          key: 'status',
          label: t('posts.statusLabel'),
          optionLabel: (status) => t(`posts.status.${status as BlogPostStatus}`),
        },
        { key: 'language', label: t('posts.language'), optionLabel: languageLabel },
        { key: 'publishedAt', label: t('posts.publishedAt') },
      ]}
      bulkActions={[
        {
          action: 'publish',
          label: t('posts.publish'),
          permission: 'BlogPost:update',
          confirm: confirm('posts.publishConfirm'),
        },
        {
          action: 'unpublish',
          label: t('posts.unpublish'),
          permission: 'BlogPost:update',
          confirm: confirm('posts.unpublishConfirm'),
        },
        {
          action: 'delete',
          label: t('posts.delete'),
          permission: 'BlogPost:update',
          color: 'red',
          confirm: confirm('posts.deleteConfirm'),
        },
      ]}
    />
  );
}
