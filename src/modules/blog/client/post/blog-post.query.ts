import { gql, type TypedDocumentNode } from '@apollo/client';

export interface BlogPostView {
  _id: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  language: string;
  publishedAt: string;
  updatedAt: string;
  author: string | null;
}

/** A published post by its slug; null when there is none. */
export const BLOG_POST_QUERY: TypedDocumentNode<{ blogPost: BlogPostView | null }, { slug: string }> = gql`
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
`;
