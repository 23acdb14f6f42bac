import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ClientModule } from '../module';

// Props vary by kind of block (the page picture has some); each caller types its own.
// biome-ignore lint/suspicious/noExplicitAny: a registry of components of any props
export type Load = () => Promise<{ default: ComponentType<any> }>;

// One lazy component per loader for the life of the page: React.lazy must not be re-created on
// every render, or the block would load and mount again each time.
const lazies = new Map<Load, LazyExoticComponent<ComponentType>>();
const loaded = new Map<Load, { component: ComponentType; module: object }>();

/**
 * A module's block (the footer's newsletter form, the top bar's shortlist), from its own chunk:
 * the component itself once `preloadModuleBlocks` has loaded it (before a page is rendered on
 * the server or hydrated in the browser), else a lazy one, inside a `<Suspense>`.
 */
export function moduleBlock<P>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const key = load as Load;
  const component = loaded.get(key)?.component;
  if (component) return component as ComponentType<P>;
  let block = lazies.get(key);
  if (!block) {
    block = lazy(key);
    lazies.set(key, block);
  }
  return block as unknown as ComponentType<P>;
}

/**
 * Loads blocks before a render: the server's (a lazy block met for the first time suspends, and
 * React writes it at the end of the page, revealed after the first paint) and the browser's
 * hydration (a block still loading is rendered afresh at the frame's first update, its server
 * HTML removed then put back). Either way the footer moved under the visitor's eyes.
 * Gives the blocks' modules (the server names their files in the page's <head>).
 */
export async function preloadModuleBlocks(loads: ReadonlyArray<Load | undefined>): Promise<object[]> {
  return Promise.all(
    loads
      .filter((load) => load !== undefined)
      .map(async (load) => {
        let block = loaded.get(load);
        if (!block) {
          const module = await load();
          block = { component: module.default, module };
          loaded.set(load, block);
        }
        return block.module;
      }),
  );
}

/** The blocks of these modules that a page may show: the top bar's, the footer's, the page picture. */
export function blocksOf(modules: readonly ClientModule[]): Load[] {
  return modules.flatMap((module) =>
    [module.headerBlock, module.footerBlock, module.pagePicture].filter((load) => load !== undefined),
  );
}
