import type { PageMeta, PageMetaArgs } from '../../../../core/client/meta/page-meta';
import { notFoundMeta } from '../../../../core/client/not-found-page';
import { blogPostPath } from '../../shared/blog-paths';
import { BLOG_POST_QUERY } from './blog-post.query';

/** A post's title, summary as description, and its article tags (dates, author, JSON-LD). */
export function blogPostMeta(args: PageMetaArgs): PageMeta {
  const slug = args.params.slug ?? '';
  const answer = args.apollo.readQuery({ query: BLOG_POST_QUERY, variables: { slug } });
  if (answer && answer.blogPost === null) return notFoundMeta(args);
  const post = answer?.blogPost;
  // In the browser the post may not have arrived yet: the site name alone until it has.
  if (!post) return {};
  return {
    title: post.title,
    description: post.summary,
    url: blogPostPath(post.slug),
    type: 'article',
    publishedAt: post.publishedAt ?? undefined,
    updatedAt: post.updatedAt,
    author: post.author ?? undefined,
    jsonLd: [
      {
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.summary,
        inLanguage: post.language,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
      },
    ],
  };
}
