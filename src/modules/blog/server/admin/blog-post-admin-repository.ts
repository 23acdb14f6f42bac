import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import { InputError } from '@/core/server/validation';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { BLOG_POST_LIST } from '@/modules/blog/shared/blog-post-list';
import type { BlogPostInput } from '@/modules/blog/shared/blog-post-schemas';
import { fromPosts, selectPost } from '../blog-post-repository';
import type { BlogPostRecord, BlogTables } from '../tables';

const posts = (db: Db) => db.withTables<BlogTables>();

const POST_SQL: AdminListSql = {
  spec: BLOG_POST_LIST.columns,
  columns: {
    title: sql`lower(blog_post.title)`,
    status: sql.ref('blog_post.status'),
    language: sql.ref('blog_post.language'),
    publishedAt: sql.ref('blog_post.published_at'),
    updatedAt: sql.ref('blog_post.updated_at'),
  },
  search: (pattern) => sql`(blog_post.title ilike ${pattern} or blog_post.summary ilike ${pattern})`,
  tiebreak: sql.ref('blog_post.id'),
};

export async function findBlogPostPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromPosts(db), POST_SQL, list, selectPost);
  return { items: rows as BlogPostRecord[], count };
}

/** Any post, draft or not; with `forUpdate` its row stays locked until the transaction ends. */
export async function findBlogPostById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  let query = selectPost(fromPosts(db)).where('blog_post.id', '=', id);
  // Only the post is locked: its author's account is not being edited.
  if (options.forUpdate) query = query.forUpdate('blog_post');
  return ((await query.executeTakeFirst()) as BlogPostRecord | undefined) ?? null;
}

export async function slugTaken(db: Db, slug: string, exceptId: string | null): Promise<boolean> {
  let query = posts(db).selectFrom('blog_post').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Runs a write that may take a slug another post took since it was checked (two admins saving
 * at once): the unique index refuses it, and the form hears `slug.taken` rather than an error.
 */
async function withSlugGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '23505') throw new InputError([{ field: 'slug', code: 'slug.taken' }]);
    throw error;
  }
}

/**
 * The fields the form (or an import row) writes; `publishedAt` as decided by the entity, with the
 * `now` it was decided at, so a post is never updated before it is published.
 */
const columnsOf = (input: BlogPostInput, publishedAt: Date | null) => ({
  slug: input.slug,
  title: input.title,
  summary: input.summary,
  body: input.body,
  language: input.language,
  status: input.status,
  published_at: publishedAt,
});

export async function insertBlogPost(
  db: Db,
  input: BlogPostInput,
  publishedAt: Date | null,
  authorId: string | null,
  now: Date,
): Promise<string> {
  const id = uuidv7();
  await withSlugGuard(() =>
    posts(db)
      .insertInto('blog_post')
      .values({ id, ...columnsOf(input, publishedAt), author_id: authorId, created_at: now, updated_at: now })
      .execute(),
  );
  return id;
}

export async function updateBlogPost(
  db: Db,
  id: string,
  input: BlogPostInput,
  publishedAt: Date | null,
  now: Date,
): Promise<void> {
  await withSlugGuard(() =>
    posts(db)
      .updateTable('blog_post')
      .set({ ...columnsOf(input, publishedAt), updated_at: now, version: sql`version + 1` })
      .where('id', '=', id)
      .execute(),
  );
}

/** Publishes (dated now unless already dated) or unpublishes posts; each one's version goes up. */
export async function setBlogPostStatus(db: Db, ids: string[], status: 'draft' | 'published') {
  await posts(db)
    .updateTable('blog_post')
    .set({
      status,
      ...(status === 'published' ? { published_at: sql<Date>`coalesce(published_at, now())` } : {}),
      // The same clock as the publication date: the transaction's time.
      updated_at: sql<Date>`now()`,
      version: sql`version + 1`,
    })
    .where('id', 'in', ids)
    .execute();
}

export async function deleteBlogPosts(db: Db, ids: string[]): Promise<void> {
  await posts(db).deleteFrom('blog_post').where('id', 'in', ids).execute();
}
