import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

export type AppBrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, whose every state update (a link, a filter, back and forward) renders
 * at once with `flushSync` instead of as an interruptible update. A page whose query variables
 * come from the URL (lists with filters) would otherwise render twice over: the pending render
 * with the new URL, and, each time a query result arrives, a synchronous render of the committed
 * page with the old one. Apollo's `useQuery`, shared by both, switches its variables back and
 * forth, one request after another; on a slow device the new page never commits.
 */
export function createAppRouter(routes: RouteObject[]): AppBrowserRouter {
  const router = createBrowserRouter(routes);
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (listener) =>
    subscribe((state, options) => listener(state, { ...options, flushSync: true }));
  return router;
}

/**
 * The site's router. Its state updates are not React transitions either, for the same reason;
 * routes load their code before navigating, so nothing needs a transition to keep the old page.
 */
export function AppRouter(props: { router: AppBrowserRouter }) {
  return <RouterProvider router={props.router} useTransitions={false} />;
}
