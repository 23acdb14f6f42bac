import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

/** A published post by its slug; null when there is none. */
export const BLOG_POST_QUERY = graphql(`
  query blogPostPage($slug: String!) {
    blogPost(slug: $slug) {
      _id
      slug
      title
      summary
      body
      language
      publishedAt
      updatedAt
      author
    }
  }
`);

export type BlogPostView = NonNullable<ResultOf<typeof BLOG_POST_QUERY>['blogPost']>;
