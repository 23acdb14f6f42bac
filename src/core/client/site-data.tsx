import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { DATA_QUERY, type DataQuery, settingsMap } from './data-query';

/** The page's initial `data` query (the visitor and the public settings), read once for the page. */
export interface SiteData {
  /** Undefined only before the first answer (a page the server did not render). */
  data: DataQuery | undefined;
  /** The public settings as a map from key to value. */
  settings: Record<string, unknown>;
}

const SiteDataContext = createContext<SiteData | null>(null);

/**
 * Reads the `data` query from the cache once for the whole page and hands it down: dozens of
 * components want a setting or the visitor, and a watched query each cost a server render
 * about a tenth of its time and the browser as much at hydration (decision 101). Refetching
 * `data` (a sign-in, a saved setting) updates every reader through this one.
 */
export function SiteDataProvider(props: { children: ReactNode }) {
  const { data } = useQuery(DATA_QUERY, { fetchPolicy: 'cache-only' });
  const value = useMemo(() => ({ data, settings: settingsMap(data?.settings.items) }), [data]);
  return <SiteDataContext.Provider value={value}>{props.children}</SiteDataContext.Provider>;
}

/** The page's `data` query and its settings map (inside `AppProviders`). */
export function useSiteData(): SiteData {
  const value = useContext(SiteDataContext);
  if (!value) throw new Error('useSiteData needs the SiteDataProvider of AppProviders above it');
  return value;
}

/** The public settings as a map from key to value. */
export function useSettings(): Record<string, unknown> {
  return useSiteData().settings;
}
