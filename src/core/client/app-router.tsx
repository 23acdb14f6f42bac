import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/**
 * The site's router. Its state updates are not React transitions: a page whose query
 * variables come from the URL (lists with filters) would otherwise render twice at once —
 * the committed page with the old URL and the pending one with the new — and Apollo's
 * `useQuery`, shared by both, would switch its variables back and forth, one request after
 * another, until the transition happened to win. Routes load their code before navigating,
 * so nothing here needs a transition to keep the old page on screen.
 */
export function AppRouter(props: { router: ReturnType<typeof createBrowserRouter> }) {
  return <RouterProvider router={props.router} useTransitions={false} />;
}
