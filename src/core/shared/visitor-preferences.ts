/**
 * A visitor's preferences (decision 103): choices a parent makes once and expects the site to
 * keep, as `name=value` pairs. A visitor's browser keeps them in this cookie, readable by the
 * page's scripts; a member's account keeps them too, and the cookie follows the account at
 * sign-in. The names are the address parameters that carry them (`currency`, `children`).
 */
export const PREFERENCES_COOKIE = 'preferences';

/** How long the browser keeps the cookie, in seconds: a year, renewed by each choice. */
export const PREFERENCES_MAX_AGE = 365 * 24 * 3600;

/** A preference's name and what makes a page use it, as the client and the server both know it. */
export interface PreferenceName {
  /** The address parameter that carries it (`currency`). */
  name: string;
  /**
   * Pages whose address carries it: one opened without it is sent on to the address with it,
   * and one opened with it remembers it. Without: the preference is only offered by the pages
   * that read it (a family, which a parent applies when they want to).
   */
  pages?: (pathname: string) => boolean;
}

/** Preferences by name; a name not set is absent. */
export type Preferences = Readonly<Record<string, string>>;

/** The preferences a cookie's text holds, as written by `preferencesCookieText` (unknown names kept). */
export function preferencesOfCookieText(text: string | undefined | null): Preferences {
  if (!text) return {};
  const preferences: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) if (value) preferences[name] = value;
  return preferences;
}

/** The cookie's text of some preferences, names in order so that equal preferences read equal. */
export function preferencesCookieText(preferences: Preferences): string {
  const names = Object.keys(preferences).sort();
  return new URLSearchParams(names.map((name) => [name, preferences[name] ?? ''])).toString();
}

/** The preferences with these changes: a null forgets the name. */
export function withPreferences(
  preferences: Preferences,
  changes: Readonly<Record<string, string | null>>,
): Preferences {
  const next: Record<string, string> = { ...preferences };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete next[name];
    else next[name] = value;
  }
  return next;
}

/**
 * The query of an address at `pathname` with the remembered preferences that page reads and
 * the query lacks, added after the query as it was written (`ids=a,b` stays readable); null
 * when none is added. The server's redirect and the browser's links both write it.
 */
export function queryWithPreferences(
  pathname: string,
  query: string,
  names: readonly PreferenceName[],
  preferences: Preferences,
): string | null {
  const present = new URLSearchParams(query);
  const added = names.flatMap(({ name, pages }) => {
    const value = preferences[name];
    return value && pages?.(pathname) && !present.has(name) ? [`${name}=${encodeURIComponent(value)}`] : [];
  });
  if (added.length === 0) return null;
  const own = query.replace(/^\?/, '');
  return `?${own ? `${own}&` : ''}${added.join('&')}`;
}
