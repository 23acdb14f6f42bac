import { formatOf } from '@/core/shared/format';
import { collectFeeds } from '../modules';
import { applyHeadTags } from './apply-head-tags';
import { headTagsOf } from './head-tags';
import { type PageMetaArgs, pageMetaOf } from './page-meta';

/**
 * Runs the page's metadata source as the server did and writes the tags into <head>: loaded on
 * the first navigation (`PageMetaSync`), the server having written the first page's.
 */
export function writePageHead(
  matches: ReadonlyArray<{ handle?: unknown; data?: unknown }>,
  args: Omit<PageMetaArgs, 'format' | 'data'> & { lang: string },
): void {
  const meta = pageMetaOf(matches, { ...args, format: formatOf(args.lang) });
  applyHeadTags(
    document,
    headTagsOf(meta, {
      settings: args.settings,
      pathname: args.url.pathname,
      lang: args.lang,
      feeds: collectFeeds(args.settings, args.t),
    }),
  );
}
