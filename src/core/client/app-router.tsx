import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { PreferenceName } from '../shared/visitor-preferences';
import { browserPreferences, withRememberedPreferences } from './preferences/remembered-preferences';

export type AppBrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, whose every state update (a link, a filter, back and forward) renders
 * at once with `flushSync` instead of as an interruptible update. A page whose query variables
 * come from the URL (lists with filters) would otherwise render twice over: the pending render
 * with the new URL, and, each time a query result arrives, a synchronous render of the committed
 * page with the old one. The page's `useQuery`, shared by both, switches its variables back and
 * forth, one request after another; on a slow device the new page never commits.
 *
 * Its navigations also carry the visitor's preferences (`preferences`, decision 103) into the
 * address of a page that reads them, before the page renders: a link to a list opens it in the
 * visitor's currency, as the server would have sent it.
 */
export function createAppRouter(
  routes: RouteObject[],
  preferences: readonly PreferenceName[] = [],
): AppBrowserRouter {
  const router = createBrowserRouter(routes);
  const subscribe = router.subscribe.bind(router);
  // Rendered at once, a page's effects run while the router is still telling of its navigation.
  let telling = false;
  router.subscribe = (listener) =>
    subscribe((state, options) => {
      telling = true;
      try {
        listener(state, { ...options, flushSync: true });
      } finally {
        telling = false;
      }
    });
  const navigate = router.navigate.bind(router);
  const go = (to: Parameters<typeof navigate>[0], options?: Parameters<typeof navigate>[1]) =>
    navigate(
      typeof to === 'number' || to === null
        ? to
        : withRememberedPreferences(to, preferences, browserPreferences()),
      options,
    );
  // A navigation asked by such an effect (the compare page putting the shortlist's schools in its
  // address) starts once the router has finished with the last one: begun inside it, the router
  // marks it done as it finishes the last one, and never writes its address into the history.
  router.navigate = ((...args: Parameters<typeof go>) =>
    telling ? Promise.resolve().then(() => go(...args)) : go(...args)) as typeof router.navigate;
  return router;
}

/**
 * The site's router. Its state updates are not React transitions either, for the same reason;
 * routes load their code before navigating, so nothing needs a transition to keep the old page.
 */
export function AppRouter(props: { router: AppBrowserRouter }) {
  return <RouterProvider router={props.router} useTransitions={false} />;
}
