import { sql } from 'kysely';
import { countRows, weeklyCounts } from '@/core/server/admin/dashboard-repository';
import { countAll } from '@/core/server/db/count';
import type { Db } from '@/core/server/db/database';
import type { BlogPostRecord, BlogTables } from './tables';

const posts = (db: Db) => db.withTables<BlogTables>();

/** Posts with their author's account, when it still exists. */
export const fromPosts = (db: Db) =>
  posts(db).selectFrom('blog_post').leftJoin('app_user', 'app_user.id', 'blog_post.author_id');

/** The columns of a BlogPostRecord. */
export function selectPost(query: ReturnType<typeof fromPosts>) {
  return query.select([
    'blog_post.id',
    'blog_post.version',
    'blog_post.slug',
    'blog_post.title',
    'blog_post.summary',
    'blog_post.body',
    'blog_post.language',
    'blog_post.status',
    'blog_post.published_at as publishedAt',
    'blog_post.author_id as authorId',
    'app_user.username as authorName',
    'app_user.email as authorEmail',
    'blog_post.created_at as createdAt',
    'blog_post.updated_at as updatedAt',
  ]);
}

/** What visitors may see: published, and dated now or earlier (a later date is a scheduled post). */
const publicOnly = (query: ReturnType<typeof fromPosts>) =>
  query.where('blog_post.status', '=', 'published').where('blog_post.published_at', '<=', sql<Date>`now()`);

/** A page of public posts, newest first, in one language or all, and how many there are. */
export async function listPublicPosts(
  db: Db,
  options: { language: string | undefined; limit: number; offset: number },
): Promise<{ items: BlogPostRecord[]; count: number }> {
  let filtered = publicOnly(fromPosts(db));
  if (options.language) filtered = filtered.where('blog_post.language', '=', options.language);
  const [items, total] = await Promise.all([
    selectPost(filtered)
      .orderBy('blog_post.published_at', 'desc')
      .orderBy('blog_post.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    filtered.select(countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: items as BlogPostRecord[], count: total.count };
}

/** The public post with this slug, or null (unknown, draft or not yet due). */
export async function findPublicPost(db: Db, slug: string): Promise<BlogPostRecord | null> {
  const row = await selectPost(publicOnly(fromPosts(db)))
    .where('blog_post.slug', '=', slug)
    .executeTakeFirst();
  return (row as BlogPostRecord | undefined) ?? null;
}

/** Every public post's address and language, newest first, for the sitemap (at most `limit`). */
export function listPublicPostAddresses(db: Db, limit: number) {
  return publicOnly(fromPosts(db))
    .select(['blog_post.slug', 'blog_post.language', 'blog_post.updated_at as updatedAt'])
    .orderBy('blog_post.published_at', 'desc')
    .orderBy('blog_post.id', 'desc')
    .limit(limit)
    .execute();
}

/** Published posts: how many, and how many were published each week. */
export function publishedPostCounts(db: Db) {
  return Promise.all([
    countRows(db, 'blog_post', sql`status = 'published'`),
    weeklyCounts(db, 'blog_post', 'published_at', sql`t.status = 'published'`),
  ]);
}
