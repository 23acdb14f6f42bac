import { useMemo } from 'react';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { type AppBrowserRouter, AppRouter } from '../app-router';
import { DATA_QUERY } from '../data-query';
import { FirstLoadIndicator, NetworkErrorScreen } from './first-load-screens';

/**
 * The app when the page came without the server's data (a cached shell, a proxy): runs the
 * initial `data` query, with a loading indicator, then builds the router from its settings
 * (which modules are on). A network failure shows the full-screen error.
 */
export function FirstLoad(props: { createRouter: () => AppBrowserRouter }) {
  const { data, error } = useQuery(DATA_QUERY, { fetchPolicy: 'network-only' });
  const ready = Boolean(data);
  // The router is built once, when the settings it depends on have arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: built once per page load
  const router = useMemo(() => (ready ? props.createRouter() : null), [ready]);
  if (router) return <AppRouter router={router} />;
  if (error) return <NetworkErrorScreen />;
  return <FirstLoadIndicator />;
}
