import type { AdminListSpec } from '@/core/shared/admin-list';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { BLOG_POST_STATUSES } from './blog-post-schemas';

/** The admin's list of posts: searched in titles and summaries, latest edits first. */
export const BLOG_POST_LIST: AdminListSpec = {
  columns: {
    title: { sortable: true, filter: 'text' },
    status: { filter: 'options', options: BLOG_POST_STATUSES },
    language: { filter: 'options', options: LANGUAGE_CODES },
    publishedAt: { sortable: true, filter: 'dateRange' },
    updatedAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-updatedAt',
};

/**
 * The columns of a posts file (CSV or JSON), export and import alike. `publishedAt` keeps the
 * original dates of posts moved from another site; empty, publishing dates a post.
 */
export const BLOG_POST_FILE_HEADERS = [
  'slug',
  'title',
  'summary',
  'body',
  'language',
  'status',
  'publishedAt',
] as const;
