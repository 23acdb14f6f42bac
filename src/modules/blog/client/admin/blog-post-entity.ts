import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { BLOG_POST_LIST } from '@/modules/blog/shared/blog-post-list';

const BLOG_POST_FIELDS = adminGraphql(`
  fragment BlogPostFields on BlogPost {
    _id version slug title summary body language status publishedAt author authorEmail createdAt updatedAt
  }
`);

export type BlogPostItem = ResultOf<typeof BLOG_POST_FIELDS>;

export const blogPostEntity: AdminClientEntity<BlogPostItem> = {
  name: 'BlogPost',
  plural: 'BlogPosts',
  path: '/_admin/blog-posts',
  list: BLOG_POST_LIST,
  fields: BLOG_POST_FIELDS,
  titleOf: (post) => post.title,
};
