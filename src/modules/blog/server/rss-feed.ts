import { languageAddresses } from '@/core/shared/language-urls';
import type { BlogPostRecord } from './tables';

/** Posts in the feed: the latest ones are what readers' feed apps look for. */
export const RSS_ITEMS = 20;

// Characters XML 1.0 forbids (control characters other than tab and line breaks).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data: markup characters escaped, forbidden characters dropped. */
export function xmlText(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export interface FeedChannel {
  /** The site's name. */
  title: string;
  description: string;
  /** The site's address, without a trailing slash. */
  siteUrl: string;
  /** The enabled languages: a post's link is its page's canonical address, in its language. */
  languages: readonly string[];
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

/** An RSS 2.0 document of the posts (newest first), linking to /blog/{slug}. */
export function rssFeed(channel: FeedChannel, posts: BlogPostRecord[]): string {
  const blogUrl = `${channel.siteUrl}/blog`;
  const items = posts.map((post) => {
    const url = languageAddresses({
      path: `${blogUrl}/${post.slug}`,
      lang: post.language,
      enabled: channel.languages,
      contentLanguage: post.language,
    }).canonical;
    return [
      '<item>',
      element('title', post.title),
      element('link', url),
      `<guid isPermaLink="true">${xmlText(url)}</guid>`,
      element('description', post.summary),
      post.publishedAt ? element('pubDate', post.publishedAt.toUTCString()) : '',
      post.authorName ? element('dc:creator', post.authorName) : '',
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', blogUrl),
    element('description', channel.description),
    `<atom:link href="${xmlText(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    posts[0]?.publishedAt ? element('lastBuildDate', posts[0].publishedAt.toUTCString()) : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
