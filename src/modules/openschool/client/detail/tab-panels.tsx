import type { ComponentType } from 'react';
import { type LoadedOnce, loadOnce, useLoadedOnce } from '@/core/client/load-once';
import type { DetailTab, TabPanelProps, TabPrefetchArgs } from './detail-tabs';

/** A tab loaded: its module (the server names its files), its panel and its own prefetch. */
interface LoadedTab {
  module: object;
  Panel: ComponentType<TabPanelProps>;
  prefetch?: (args: TabPrefetchArgs) => Promise<unknown>;
}

export type LazyTab = Exclude<DetailTab, 'overview'>;

/**
 * Every tab but the overview, each in a chunk of its own: a school's page loaded only the tab it
 * shows, not the code of six others (the ratings' stars, the fees' tables, the admissions'
 * grades: 12 kB of its first script). The overview, the page most visitors land on, is in the
 * page's chunk.
 */
const LOADERS: Record<LazyTab, () => Promise<LoadedTab>> = {
  fees: () => import('./fees/fees-tab').then((module) => ({ module, Panel: module.FeesTab })),
  admissions: () =>
    import('./admissions/admissions-tab').then((module) => ({ module, Panel: module.AdmissionsTab })),
  curriculums: () =>
    import('./curriculums/curriculums-tab').then((module) => ({ module, Panel: module.CurriculumsTab })),
  ratings: () =>
    import('./ratings/ratings-tab').then((module) => ({
      module,
      Panel: module.RatingsTab,
      prefetch: module.prefetchRatingsTab,
    })),
  map: () => import('./map/map-tab').then((module) => ({ module, Panel: module.MapTab })),
  photos: () =>
    import('./photos/photos-tab').then((module) => ({
      module,
      Panel: module.PhotosTab,
      prefetch: module.prefetchPhotosTab,
    })),
};

/** Each tab's code, loaded once per process or page. */
const TAB_CODE = Object.fromEntries(
  Object.entries(LOADERS).map(([tab, load]) => [tab, loadOnce(load)]),
) as Record<LazyTab, LoadedOnce<LoadedTab>>;

/** Loads a tab's code once per process or page; the same promise for every caller. */
export const loadTab = (tab: LazyTab): Promise<LoadedTab> => TAB_CODE[tab].load();

/** Every tab's code, so that a tab opened later shows at once. */
export function loadEveryTab(): void {
  for (const tab of Object.keys(LOADERS) as LazyTab[]) void loadTab(tab);
}

/**
 * A tab's panel. The server's prefetch loaded its code, so the server renders it at once; in the
 * browser it suspends until its code is there (the server's HTML stays meanwhile, its chunk
 * named in the page's <head>).
 */
export function LazyTabPanel(props: TabPanelProps & { tab: LazyTab }) {
  const { Panel } = useLoadedOnce(TAB_CODE[props.tab]);
  return <Panel school={props.school} rates={props.rates} />;
}
