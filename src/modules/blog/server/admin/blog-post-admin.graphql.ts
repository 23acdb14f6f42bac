import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { BLOG_POST_FILE_HEADERS, BLOG_POST_LIST } from '@/modules/blog/shared/blog-post-list';
import { type BlogPostInput, blogPostInputSchema } from '@/modules/blog/shared/blog-post-schemas';
import { BlogPostType } from '../blog-post-type';
import type { BlogPostRecord } from '../tables';
import {
  deleteBlogPosts,
  findBlogPostById,
  findBlogPostPage,
  insertBlogPost,
  setBlogPostStatus,
  slugTaken,
  updateBlogPost,
} from './blog-post-admin-repository';
import { publicationDate } from './publication-date';

const ids = (posts: BlogPostRecord[]) => posts.map((post) => post.id);

/** Blog posts in the admin: written, published and unpublished, exported and imported. */
const blogPostAdmin: AdminEntity<BlogPostRecord, BlogPostInput> = {
  name: 'BlogPost',
  plural: 'BlogPosts',
  type: BlogPostType,
  list: BLOG_POST_LIST,
  findPage: (db, list) => findBlogPostPage(db, list),
  findById: findBlogPostById,
  inputSchema: blogPostInputSchema,
  conflictOf: async (db, input, current) =>
    (await slugTaken(db, input.slug, current?.id ?? null)) ? { field: 'slug', code: 'slug.taken' } : null,
  // The author is whoever writes the post first; later edits keep them.
  create: async (trx, input, context) => {
    const now = new Date();
    const id = await insertBlogPost(
      trx,
      input,
      publicationDate(input, null, now),
      context.user?.id ?? null,
      now,
    );
    return (await findBlogPostById(trx, id))!;
  },
  update: async (trx, current, input) => {
    const now = new Date();
    await updateBlogPost(trx, current.id, input, publicationDate(input, current, now), now);
    return (await findBlogPostById(trx, current.id))!;
  },
  bulkActions: {
    publish: {
      permission: 'BlogPost:update',
      run: (trx, posts) => setBlogPostStatus(trx, ids(posts), 'published'),
    },
    unpublish: {
      permission: 'BlogPost:update',
      run: (trx, posts) => setBlogPostStatus(trx, ids(posts), 'draft'),
    },
    delete: { permission: 'BlogPost:update', run: (trx, posts) => deleteBlogPosts(trx, ids(posts)) },
  },
  // The post's own fields: its author's name and address belong to their account.
  auditOf: ({ authorName: _name, authorEmail: _email, ...post }) => post,
  file: {
    headers: BLOG_POST_FILE_HEADERS,
    toRow: (post) => ({
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      body: post.body,
      language: post.language,
      status: post.status,
      publishedAt: post.publishedAt?.toISOString() ?? '',
    }),
    toInput: (row) => ({
      ...row,
      language: row.language?.trim(),
      status: row.status?.trim().toLowerCase(),
      // An empty cell: no date given (publishing dates the post).
      publishedAt: row.publishedAt?.trim() || undefined,
    }),
    uniqueKey: { field: 'slug', of: (input) => input.slug },
  },
};

registerAdminEntity(blogPostAdmin);
