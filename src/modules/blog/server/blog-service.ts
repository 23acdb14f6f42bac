import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { SettingsService } from '@/core/server/settings/settings-service';
import { SLUG_MAX, SLUG_PATTERN } from '../shared/blog-post-schemas';
import type { BlogPostsQuery } from '../shared/blog-query';
import { findPublicPost, listPublicPosts } from './blog-post-repository';
import type { BlogPostRecord } from './tables';

/** Whether ENABLE_BLOG is on: the blog is off unless switched on. */
export async function blogEnabled(settings: SettingsService): Promise<boolean> {
  return (await settings.get<boolean>('ENABLE_BLOG')) === true;
}

/** Refuses with `blog.disabled` (404) while ENABLE_BLOG is off, before the input is even read. */
export async function assertBlogEnabled(settings: SettingsService): Promise<void> {
  if (!(await blogEnabled(settings))) throw new AppError('blog.disabled', { status: 404 });
}

/** A page of published posts, newest first, with where the page sits in the list. */
export async function findBlogPosts(db: Db, query: BlogPostsQuery) {
  const { items, count } = await listPublicPosts(db, {
    language: query.lang,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items, pageInfo: { count, limit: query.limit, page: query.page } };
}

/**
 * The published post at this slug, or null. A slug that could never exist (any address typed
 * by hand) is simply not found: the page shows its 404, not an input error.
 */
export async function findBlogPost(db: Db, slug: string): Promise<BlogPostRecord | null> {
  const normalised = slug.trim().toLowerCase();
  if (normalised.length > SLUG_MAX || !SLUG_PATTERN.test(normalised)) return null;
  return findPublicPost(db, normalised);
}
