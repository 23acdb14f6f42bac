import type { BlogPostStatus } from '@/modules/blog/shared/blog-post-schemas';

/**
 * The date a post is published at after a write: the date given (an import keeping a post's
 * original date), else the one it had; publishing a post that has none dates it `now`.
 * Unpublishing keeps the date, so publishing again does not make an old post look new.
 */
export function publicationDate(
  input: { status: BlogPostStatus; publishedAt?: string | undefined },
  current: { publishedAt: Date | null } | null,
  now: Date = new Date(),
): Date | null {
  const dated = input.publishedAt ? new Date(input.publishedAt) : (current?.publishedAt ?? null);
  return input.status === 'published' && !dated ? now : dated;
}
