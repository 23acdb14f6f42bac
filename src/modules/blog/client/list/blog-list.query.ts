import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

/** One page of published posts, newest first. */
export const BLOG_LIST_QUERY = graphql(`
  query blogPostList($page: Int, $limit: Int, $lang: String) {
    blogPosts(page: $page, limit: $limit, lang: $lang) {
      pageInfo {
        count
        limit
        page
      }
      items {
        _id
        slug
        title
        summary
        language
        publishedAt
        author
      }
    }
  }
`);

export type BlogListQuery = ResultOf<typeof BLOG_LIST_QUERY>;
export type BlogListItem = BlogListQuery['blogPosts']['items'][number];
