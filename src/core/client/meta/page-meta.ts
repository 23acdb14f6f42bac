import type { Params } from 'react-router';
import type { GraphQLClient } from '@/core/client/graphql-client/graphql-client';
import type { TFunction } from '@/core/client/translator';
import type { Format } from '@/core/shared/format';

/** An image for social cards, with its size (spec section 3). */
export interface MetaImage {
  /** Absolute, or a path on this site. */
  url: string;
  width: number;
  height: number;
}

/** A page's metadata inputs (spec section 3). Whatever a page leaves out comes from the settings. */
export interface PageMeta {
  /** The page's own title; the site name is appended. None: the site name alone. */
  title?: string;
  /** What the page holds, from its content; cut to about 160 characters. */
  description?: string;
  keywords?: string | string[];
  /** Keep this page out of search engines even when indexation is on. */
  noindex?: boolean;
  /** Open Graph type: `website` by default, `article` for dated content. */
  type?: 'website' | 'article' | 'profile';
  publishedAt?: string;
  updatedAt?: string;
  /** The author's username. */
  author?: string;
  /**
   * The one language the content is written in (a blog post): the page exists in that language
   * only, and is canonical in it whatever language the site is read in.
   */
  language?: string;
  /** The canonical URL, without a language, when it is not this page's path (a path or absolute URL). */
  url?: string;
  previousUrl?: string;
  nextUrl?: string;
  image?: MetaImage;
  /** Structured data (schema.org objects) for a JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
}

/** What a page's metadata is made from: its URL, its route params, its data and the settings. */
export interface PageMetaArgs {
  url: URL;
  params: Params;
  /** The page's queries are in its cache (prefetched on the server). */
  client: GraphQLClient;
  /** What the page read from its address (its module's `readAddress`), if it reads it. */
  data?: unknown;
  settings: Record<string, unknown>;
  t: TFunction;
  /** Dates, numbers and amounts in the page's language, as the page formats them. */
  format: Format;
}

/** A page module's metadata: evaluated on the server after prefetch, and in the browser on navigation. */
export type PageMetaSource = (args: PageMetaArgs) => PageMeta;

/**
 * Route `handle`s may carry the page's metadata source; the deepest match that has one wins, with
 * its route's loader data (`data`).
 */
export function pageMetaOf(
  matches: ReadonlyArray<{ handle?: unknown; data?: unknown }>,
  args: Omit<PageMetaArgs, 'data'>,
): PageMeta {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]!;
    const source = (match.handle as { meta?: PageMetaSource } | undefined)?.meta;
    if (source) return source({ ...args, data: match.data });
  }
  return {};
}
