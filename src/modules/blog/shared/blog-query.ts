import { z } from 'zod';
import { BLOG_MAX_LIMIT, BLOG_MAX_PAGE, BLOG_PAGE_SIZE } from './blog-paging';
import { blogLanguageSchema } from './blog-post-schemas';

export { BLOG_MAX_LIMIT, BLOG_PAGE_SIZE } from './blog-paging';

/** Arguments of the public `blogPosts` query: page 1 of 10 posts in every language by default. */
export const blogPostsQueryInputSchema = z.object({
  page: z.number().int('page.invalid').min(1, 'page.invalid').max(BLOG_MAX_PAGE, 'page.invalid').default(1),
  limit: z
    .number()
    .int('limit.invalid')
    .min(1, 'limit.invalid')
    .max(BLOG_MAX_LIMIT, 'limit.invalid')
    .default(BLOG_PAGE_SIZE),
  /** Only the posts written in this language; all when absent. */
  lang: blogLanguageSchema.optional(),
});

export type BlogPostsQuery = z.output<typeof blogPostsQueryInputSchema>;
