import type { AdminClientEntity } from '../../../../core/client/admin/crud/admin-client-entity';
import { BLOG_POST_LIST } from '../../shared/blog-post-list';
import type { BlogPostStatus } from '../../shared/blog-post-schemas';

export interface BlogPostItem {
  _id: string;
  version: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  language: string;
  status: BlogPostStatus;
  publishedAt: string | null;
  author: string | null;
  authorEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

export const blogPostEntity: AdminClientEntity<BlogPostItem> = {
  name: 'BlogPost',
  plural: 'BlogPosts',
  path: '/_admin/blog-posts',
  list: BLOG_POST_LIST,
  fields:
    '_id version slug title summary body language status publishedAt author authorEmail createdAt updatedAt',
  titleOf: (post) => post.title,
};
