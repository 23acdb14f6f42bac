import { isSchoolId, SHORTLIST_MAX } from '../../shared/shortlist-input';

/** A school on a shortlist: its id, and its name to show it without asking the server. */
export interface ShortlistEntry {
  id: string;
  name: string;
  /** The signed-in owner's private note (a guest's list has none). */
  note?: string | null;
}

const STORAGE_KEY = 'openschool.shortlist';
const listeners = new Set<() => void>();
// The last text read and what it parsed to: the same text gives the same array, as
// useSyncExternalStore requires of a snapshot.
let cached: { text: string | null; entries: ShortlistEntry[] } | undefined;
// When the browser refuses storage (private modes, settings), the list lives for the page only.
let memory: string | null = null;

function readText(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return memory;
  }
}

function parse(text: string | null): ShortlistEntry[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    const entries = value.flatMap((item: unknown) => {
      const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
      return isSchoolId(id) ? [{ id, name: typeof name === 'string' ? name.slice(0, 200) : '' }] : [];
    });
    return entries
      .filter((entry, index) => entries.findIndex((e) => e.id === entry.id) === index)
      .slice(0, SHORTLIST_MAX);
  } catch {
    return [];
  }
}

function write(entries: ShortlistEntry[]): void {
  const text = JSON.stringify(entries);
  memory = text;
  try {
    if (entries.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, text);
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEY || event.key === null) for (const listener of listeners) listener();
}

/**
 * A guest's shortlist, kept in this browser's local storage and shared by its tabs. Read only
 * in the browser, after hydration (see `useShortlist`): the server has no storage to read.
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
  entries(): ShortlistEntry[] {
    const text = readText();
    if (!cached || cached.text !== text) cached = { text, entries: parse(text) };
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
