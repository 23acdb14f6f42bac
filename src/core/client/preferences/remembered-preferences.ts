import type { To } from 'react-router';
import {
  PREFERENCES_COOKIE,
  type PreferenceName,
  type Preferences,
  preferencesOfCookieText,
} from '@/core/shared/visitor-preferences';
import type { ClientModule } from '../module';
import { cookieValueOf } from '../request-cookies';

/** The browser's preferences (decision 103), as the server last gave them in their cookie. */
export function browserPreferences(): Preferences {
  if (typeof document === 'undefined') return {};
  return preferencesOfCookieText(cookieValueOf(document.cookie, PREFERENCES_COOKIE));
}

/** The preferences the modules declare (their manifests' `preferences`). */
export const preferenceNamesOf = (modules: readonly ClientModule[]): PreferenceName[] =>
  modules.flatMap((module) => module.preferences ?? []);

/**
 * Where a link inside the site leads once the visitor's preferences are in its address: a page
 * that reads one (the lists' and a school's `currency`) and was linked without it gets the one
 * remembered, as the server does for a page requested without it. Relative links and links
 * that carry the preference are left as they are.
 */
export function withRememberedPreferences(
  to: To,
  names: readonly PreferenceName[],
  preferences: Preferences,
): To {
  if (typeof to === 'string') {
    if (!to.startsWith('/')) return to;
    const url = new URL(to, 'http://localhost');
    const search = searchWithPreferences(url.pathname, url.search, names, preferences);
    return search === null ? to : `${url.pathname}${search}${url.hash}`;
  }
  if (!to.pathname?.startsWith('/')) return to;
  const search = searchWithPreferences(to.pathname, to.search ?? '', names, preferences);
  return search === null ? to : { ...to, search };
}

/** The query with the remembered preferences `pathname` reads and lacks; null when none is added. */
function searchWithPreferences(
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
  // Added after the link's own query, which stays as it was written (`ids=a,b`).
  const own = query.replace(/^\?/, '');
  return `?${own ? `${own}&` : ''}${added.join('&')}`;
}
