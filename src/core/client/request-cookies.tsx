import { createContext, useContext } from 'react';

/** The Cookie header of the request a page is rendered for on the server. */
const RequestCookies = createContext('');

export const RequestCookiesProvider = RequestCookies.Provider;

/** One cookie's value in a Cookie header (`a=1; b=2`), or null. */
export function cookieValueOf(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * A cookie as the page was rendered with it: on the server, the request's; in the browser, the
 * document's (the same, when hydrating). What a page shows from a cookie must be known to the
 * server too, for the page to work before or without its scripts.
 */
export function useRequestCookie(name: string): string | null {
  const header = useContext(RequestCookies);
  return cookieValueOf(typeof document === 'undefined' ? header : document.cookie, name);
}
