import { gql, type TypedDocumentNode } from '@apollo/client';

export interface BlogListItem {
  _id: string;
  slug: string;
  title: string;
  summary: string;
  language: string;
  publishedAt: string;
  author: string | null;
}

export interface BlogListQuery {
  blogPosts: { pageInfo: { count: number; limit: number; page: number }; items: BlogListItem[] };
}

export interface BlogListVariables {
  page: number;
  limit: number;
  lang: string | null;
}

/** One page of published posts, newest first. */
export const BLOG_LIST_QUERY: TypedDocumentNode<BlogListQuery, BlogListVariables> = gql`
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
`;
