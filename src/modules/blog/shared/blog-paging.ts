// Apart from the query's schema (`blog-query.ts`): /blog reads its page from its address as it
// renders, and the schema would bring zod into its first script.

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 10;
export const BLOG_MAX_LIMIT = 50;
/** The last page a list may ask for. */
export const BLOG_MAX_PAGE = 100_000;

/** Whether a number is a page of the list that may be asked for (1 to BLOG_MAX_PAGE). */
export const isBlogPage = (page: number) => Number.isInteger(page) && page >= 1 && page <= BLOG_MAX_PAGE;
