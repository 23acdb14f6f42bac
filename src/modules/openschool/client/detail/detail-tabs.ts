import type { GraphQLClient } from '@/core/client/graphql-client/graphql-client';
import type { ExchangeRateView, SchoolDetailView } from './school-detail.query';

/** The sections of a school's page; each is a URL of its own, the overview the page itself. */
export const DETAIL_TABS = [
  'overview',
  'fees',
  'admissions',
  'curriculums',
  'ratings',
  'map',
  'photos',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** The tab of a URL segment; undefined for a segment that names none (404). */
export function tabOf(segment: string | undefined): DetailTab | undefined {
  if (segment === undefined) return 'overview';
  return (DETAIL_TABS as readonly string[]).includes(segment) ? (segment as DetailTab) : undefined;
}

/** `/schools/france/{id}`, `/schools/france/{id}/fees`: the overview has no segment of its own. */
export function schoolPath(countrySlug: string, id: string, tab: DetailTab = 'overview'): string {
  const base = `/schools/${countrySlug}/${id}`;
  return tab === 'overview' ? base : `${base}/${tab}`;
}

/** The query string a page keeps from tab to tab: the visitor's currency only. */
export function keptSearchOf(search: URLSearchParams): string {
  const currency = search.get('currency');
  return currency ? `?${new URLSearchParams({ currency })}` : '';
}

/** What every tab's panel is given. */
export interface TabPanelProps {
  school: SchoolDetailView;
  rates: ExchangeRateView[];
}

/** What a tab's own queries need on the server, so that the tab is in the page's HTML. */
export interface TabPrefetchArgs {
  client: GraphQLClient;
  school: SchoolDetailView;
  url: URL;
}
