import type { To } from 'react-router';
import {
  PREFERENCES_COOKIE,
  type PreferenceName,
  type Preferences,
  preferencesOfCookieText,
  queryWithPreferences,
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
    const search = queryWithPreferences(url.pathname, url.search, names, preferences);
    return search === null ? to : `${url.pathname}${search}${url.hash}`;
  }
  if (!to.pathname?.startsWith('/')) return to;
  const search = queryWithPreferences(to.pathname, to.search ?? '', names, preferences);
  return search === null ? to : { ...to, search };
}
