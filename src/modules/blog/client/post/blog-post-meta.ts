import { DEFAULT_SOCIAL_IMAGE } from '@/core/client/meta/head-tags';
import type { PageMeta, PageMetaArgs } from '@/core/client/meta/page-meta';
import { notFoundMeta } from '@/core/client/not-found-page';
import { blogPostPath } from '@/modules/blog/shared/blog-paths';
import { BLOG_POST_QUERY } from './blog-post.query';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A post's title, summary as description, and its article tags (dates, author, JSON-LD with
 * author and image). The post is written in one language: its page is canonical in it.
 */
export function blogPostMeta(args: PageMetaArgs): PageMeta {
  const slug = args.params.slug ?? '';
  const answer = args.client.readQuery({ query: BLOG_POST_QUERY, variables: { slug } });
  if (answer && answer.blogPost === null) return notFoundMeta(args);
  const post = answer?.blogPost;
  // In the browser the post may not have arrived yet: the site name alone until it has.
  if (!post) return {};
  const siteUrl = (text(args.settings.WEBSITE_URL) || 'http://localhost:3000').replace(/\/+$/, '');
  const siteName = text(args.settings.WEBSITE_NAME) || 'International Schools';
  return {
    title: post.title,
    description: post.summary,
    url: blogPostPath(post.slug),
    language: post.language,
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
        // Posts have no picture of their own: the site's social image stands for them.
        image: `${siteUrl}${DEFAULT_SOCIAL_IMAGE.url}`,
        // A post whose author has no public name is the site's.
        author: post.author
          ? { '@type': 'Person', name: post.author }
          : { '@type': 'Organization', name: siteName, url: siteUrl },
        publisher: { '@type': 'Organization', name: siteName, url: siteUrl },
      },
    ],
  };
}
