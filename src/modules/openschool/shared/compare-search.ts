import { COMPARE_MAX } from './directory-constants';
import { familySearchOf } from './list-params';

// Apart from the reading of a comparison's address (`compare-params.ts`, with its schemas): the
// compare page writes its addresses as it renders, and the schemas would bring zod into its
// first script.

/** What the compare page's URL says: the schools in order, and the child's age or school year. */
export interface CompareParams {
  /** Every well-formed id named, in order (more than COMPARE_MAX: only the first are compared). */
  ids: string[];
  age: number | null;
  grade: string | null;
  /** A family, as the list names it (`children=2014-09-01,7`); wins over an age or a grade. */
  children: string[];
  move: string | null;
  /** The visitor's currency (`currency=EUR`), shown beside the fees' US dollars; never sent. */
  currency: string | null;
}

/**
 * The search string of a comparison: the schools (commas left as they are, so a shared link
 * reads well), the child's age or school year, and the visitor's currency. Never anything private.
 */
export function compareSearchOf(params: CompareParams): string {
  const parts = params.ids.length > 0 ? [`ids=${params.ids.join(',')}`] : [];
  if (params.children.length > 0) parts.push(familySearchOf(params));
  else if (params.grade) parts.push(`grade=${encodeURIComponent(params.grade)}`);
  else if (params.age !== null) parts.push(`age=${params.age}`);
  if (params.currency) parts.push(`currency=${params.currency}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The schools a comparison shows: the first COMPARE_MAX of those named. */
export const comparedIdsOf = (params: CompareParams) => params.ids.slice(0, COMPARE_MAX);
