import type { Generated } from 'kysely';
import type { BlogPostStatus } from '../shared/blog-post-schemas';

export interface BlogPostTable {
  id: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  language: string;
  status: BlogPostStatus;
  published_at: Date | null;
  author_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
}

// A type alias, not an interface: Kysely's withTables<T>() needs an index-signature-compatible type.
export type BlogTables = {
  blog_post: BlogPostTable;
  /** The core's accounts, read for the author's name. */
  app_user: { id: string; username: string | null; email: string };
};

/** A post as both endpoints show it; the public one only ever gets published posts. */
export interface BlogPostRecord {
  id: string;
  version: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  language: string;
  status: BlogPostStatus;
  publishedAt: Date | null;
  authorId: string | null;
  /** The author's username; null when they have none or their account is gone. */
  authorName: string | null;
  authorEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
}
