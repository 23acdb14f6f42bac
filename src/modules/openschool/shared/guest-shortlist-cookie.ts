import { isSchoolId, SHORTLIST_MAX } from './shortlist-limits';

/**
 * A guest's shortlist: its school ids, oldest first, in a cookie, so that the compare button
 * posted without scripts and the one run by them change the same list (decision 081). The
 * names stay in the browser's storage: twenty names would not fit in a cookie.
 */
export const SHORTLIST_COOKIE = 'shortlist';

/** A year: a list a parent builds over weeks of visits. */
export const SHORTLIST_COOKIE_MAX_AGE = 365 * 24 * 3600;

const SEPARATOR = '.';

/** The ids a cookie's value holds: well-formed, distinct, at most SHORTLIST_MAX; anything else is dropped. */
export function shortlistIdsOf(value: string | null | undefined): string[] {
  const ids = (value ?? '').split(SEPARATOR).filter(isSchoolId);
  return [...new Set(ids)].slice(0, SHORTLIST_MAX);
}

/** The cookie's value for these ids (an empty list is an empty value: the list was emptied). */
export const shortlistCookieValue = (ids: readonly string[]) => ids.join(SEPARATOR);

/** The page a posted compare button goes back to: a path of this site, else the compare page. */
export function shortlistBackOf(target: unknown): string {
  if (typeof target !== 'string') return '/compare';
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/compare';
  return target;
}
