import { cookieValueOf } from '@/core/client/request-cookies';
import {
  SHORTLIST_COOKIE,
  SHORTLIST_COOKIE_MAX_AGE,
  shortlistCookieValue,
  shortlistIdsOf,
} from '@/modules/openschool/shared/guest-shortlist-cookie';
import { isSchoolId, SHORTLIST_MAX } from '@/modules/openschool/shared/shortlist-limits';

/** A school on a shortlist: its id, and its name to show it without asking the server. */
export interface ShortlistEntry {
  id: string;
  name: string;
  /** The signed-in owner's private note (a guest's list has none). */
  note?: string | null;
}

// The names of the list's schools, in this browser's storage (the list itself was kept there
// before it moved to the cookie: read once to move it). Writing it also tells the other tabs.
const NAMES_KEY = 'openschool.shortlist';
const listeners = new Set<() => void>();
// The last texts read and what they gave: the same texts give the same array, as
// useSyncExternalStore requires of a snapshot.
let cached: { cookie: string | null; names: string | null; entries: ShortlistEntry[] } | undefined;
// When the browser refuses storage (private modes, settings), the names live for the page only.
let memory: string | null = null;

function readNames(): string | null {
  try {
    return window.localStorage.getItem(NAMES_KEY);
  } catch {
    return memory;
  }
}

// Reading `document.cookie` costs the browser a walk over the jar: a list of 20 compare buttons
// asked it 40 times while hydrating. One read serves the rest of the task, and a write forgets it.
let cookieRead: { value: string | null } | undefined;
function readCookie(): string | null {
  if (!cookieRead) {
    cookieRead = { value: cookieValueOf(document.cookie, SHORTLIST_COOKIE) };
    queueMicrotask(() => {
      cookieRead = undefined;
    });
  }
  return cookieRead.value;
}

function parseNames(text: string | null): ShortlistEntry[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
      return isSchoolId(id) ? [{ id, name: typeof name === 'string' ? name.slice(0, 200) : '' }] : [];
    });
  } catch {
    return [];
  }
}

/** The list of a cookie's value, named from the stored names (a school added without scripts has none yet). */
export function guestEntriesOf(
  cookie: string | null,
  names: readonly ShortlistEntry[] = [],
): ShortlistEntry[] {
  return shortlistIdsOf(cookie).map((id) => ({
    id,
    name: names.find((entry) => entry.id === id)?.name ?? '',
  }));
}

function writeCookie(ids: readonly string[]): void {
  cookieRead = undefined;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // An emptied list stays as an empty cookie: the stored names are not moved into it again.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${SHORTLIST_COOKIE}=${shortlistCookieValue(ids)}; path=/; max-age=${SHORTLIST_COOKIE_MAX_AGE}; samesite=lax${secure}`;
}

function write(entries: ShortlistEntry[]): void {
  writeCookie(entries.map((entry) => entry.id));
  const text = JSON.stringify(entries.map(({ id, name }) => ({ id, name })));
  memory = text;
  try {
    if (entries.length === 0) window.localStorage.removeItem(NAMES_KEY);
    else window.localStorage.setItem(NAMES_KEY, text);
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === NAMES_KEY || event.key === null) for (const listener of listeners) listener();
}

/**
 * A guest's shortlist: the ids in the `shortlist` cookie, which the server reads too (a compare
 * button posted without scripts changes it, and pages show it from the first byte), the names
 * in this browser's storage, shared by its tabs. Read only in the browser (see `useShortlist`).
 */
export const guestShortlist = {
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  /**
   * The list the server's HTML was rendered with, for hydration: the browser's own array when it
   * holds the same schools under the same names. React compares the two by identity once the page
   * is hydrated, and a different one makes it render every compare button again at once, in one
   * long task (most visitors: no list, two empty arrays).
   */
  asRendered(rendered: ShortlistEntry[]): ShortlistEntry[] {
    const current = guestShortlist.entries();
    const same =
      current.length === rendered.length &&
      current.every(
        (entry, index) => entry.id === rendered[index]?.id && entry.name === rendered[index]?.name,
      );
    return same ? current : rendered;
  },
  entries(): ShortlistEntry[] {
    let cookie = readCookie();
    const names = readNames();
    if (cookie === null && names) {
      // A list kept in storage only, from before the cookie: it moves there once.
      writeCookie(
        parseNames(names)
          .map((entry) => entry.id)
          .slice(0, SHORTLIST_MAX),
      );
      cookie = readCookie();
    }
    if (!cached || cached.cookie !== cookie || cached.names !== names) {
      cached = { cookie, names, entries: guestEntriesOf(cookie, parseNames(names)) };
    }
    return cached.entries;
  },
  /** False when the list is full (SHORTLIST_MAX); adding a school already there changes nothing. */
  add(entry: ShortlistEntry): boolean {
    const entries = guestShortlist.entries();
    if (entries.some((item) => item.id === entry.id)) return true;
    if (entries.length >= SHORTLIST_MAX) return false;
    write([...entries, { id: entry.id, name: entry.name.slice(0, 200) }]);
    return true;
  },
  remove(id: string): void {
    write(guestShortlist.entries().filter((entry) => entry.id !== id));
  },
  clear(): void {
    write([]);
  },
};
