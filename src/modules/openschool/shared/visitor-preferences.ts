import type { PreferenceName } from '@/core/shared/visitor-preferences';

/**
 * The pages that show fees and read the visitor's currency from their address: the lists, a
 * school's pages, compare and the planner. A returning visitor's currency goes back into them.
 */
const showsFees = (pathname: string) => /^\/(schools(\/.*)?|compare|planner)$/.test(pathname);

/** The currency a parent reads fees in, beside the school's own and US dollars (decision 103). */
export const CURRENCY_PREFERENCE = { name: 'currency', pages: showsFees } satisfies PreferenceName;

/**
 * A parent's family, as the list's and compare's addresses carry it (`children`, `move`): kept,
 * and offered by those pages rather than put into every address, since a parent also looks for
 * one child, or for somebody else's.
 */
export const FAMILY_PREFERENCES = {
  children: { name: 'children' },
  move: { name: 'move' },
} satisfies Record<string, PreferenceName>;
