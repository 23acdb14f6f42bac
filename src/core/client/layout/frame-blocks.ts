import type { DataQuery } from '../data-query';
import type { ClientModule } from '../module';
import { blocksOf, type Load } from './module-block';

/**
 * The signed-in visitor's menu, a chunk of its own: most visitors are signed out. Loaded before a
 * signed-in visitor's page renders (`frameBlocksOf`): met first while rendering, it came at the
 * end of the server's HTML, put in place by a script, and without scripts there was no menu.
 */
export const loadSignedInMenu = () => import('./signed-in-menu');

/** What a page's frame shows from other chunks: the modules' blocks, and a signed-in visitor's menu. */
export function frameBlocksOf(modules: readonly ClientModule[], data: DataQuery | null | undefined): Load[] {
  return data?.me.item ? [...blocksOf(modules), loadSignedInMenu] : blocksOf(modules);
}
