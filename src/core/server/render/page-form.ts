import type { GraphQLContext } from '../graphql/context';

/** A page's form as the browser posted it, without the page's scripts (decision 075). */
export interface PageFormSubmission {
  /** Each posted field's first value; what the browser did not send is absent. */
  fields: Record<string, string>;
  /** The page path's parameters: `token` of `/password-reset/:token`. */
  params: Record<string, string>;
  /** The page's own query string: `redirect` of `/login?redirect=…`. */
  query: URLSearchParams;
  /** The same context a GraphQL resolver gets. */
  context: GraphQLContext;
}

/**
 * The server's side of a page's form, so that it works as a plain HTML form: the page's URL
 * answers a POST of its fields. `submit` runs what the form's mutation runs (the same shared
 * schema and service) and answers where to go next (a 303), or nothing when the page itself
 * shows the success; an AppError it throws is shown on the form, as the page would show it.
 */
export interface PageForm {
  /** The page, as its client route is written: `/login`, `/password-reset/:token`. */
  path: string;
  submit(submission: PageFormSubmission): Promise<string | undefined>;
}
