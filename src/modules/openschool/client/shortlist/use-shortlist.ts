import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { GraphQLClient } from '@/core/client/graphql-client/graphql-client';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useRequestCookie } from '@/core/client/request-cookies';
import { useMountedWhen } from '@/core/client/use-mounted-when';
import { useTranslation } from '@/core/client/use-translation';
import { SHORTLIST_COOKIE } from '@/modules/openschool/shared/guest-shortlist-cookie';
import { SHORTLIST_MAX } from '@/modules/openschool/shared/shortlist-limits';
import { guestEntriesOf, guestShortlist, type ShortlistEntry } from './guest-shortlist';
import {
  ADD_TO_SHORTLIST,
  MERGE_SHORTLIST,
  REMOVE_FROM_SHORTLIST,
  SET_SHORTLIST_NOTE,
  SHORTLIST_QUERY,
  type ShortlistResult,
} from './shortlist.query';
import { showShortlistNotice } from './shortlist-notices';

export interface Shortlist {
  /** The schools, oldest first; null until known (on the server, before hydration, loading). */
  entries: ShortlistEntry[] | null;
  signedIn: boolean;
  has: (id: string) => boolean;
  /** Adds a school; says so when the list is full. */
  add: (entry: ShortlistEntry) => Promise<void>;
  remove: (id: string) => Promise<void>;
  /** Saves the signed-in owner's note on a school of the list; the refusal's code, or null. */
  setNote: (id: string, note: string) => Promise<string | null>;
}

const NONE: ShortlistEntry[] = [];

// One merge at a time for the whole page, however many components use the shortlist.
let merging = false;

/** At sign-in, the guest's list joins the account's; it leaves the browser once the server has it. */
function mergeGuestList(client: GraphQLClient, entries: ShortlistEntry[]): void {
  if (merging) return;
  merging = true;
  void client
    .mutate({
      mutation: MERGE_SHORTLIST,
      variables: { schoolIds: entries.map((entry) => entry.id) },
    })
    .then(({ data }) => {
      writeShortlist(client, data?.mergeShortlist);
      if (data?.mergeShortlist.success) guestShortlist.clear();
    })
    .catch(() => undefined)
    .finally(() => {
      merging = false;
    });
}

/** The list a mutation answered, shown wherever the shortlist is. */
function writeShortlist(client: GraphQLClient, result: ShortlistResult | undefined): void {
  if (result?.item) client.writeQuery({ query: SHORTLIST_QUERY, data: { shortlist: result.item } });
}

/**
 * The visitor's shortlist: in the `shortlist` cookie for a guest, on the account once signed
 * in (a guest's list is merged into it at sign-in). A guest's list is known to the server (the
 * request's cookie), so the page shows it without scripts; the names, kept in the browser,
 * come after hydration. A signed-in visitor's is read once the page is interactive.
 */
export function useShortlist(): Shortlist {
  const { t } = useTranslation('openschool');
  const client = useGraphQLClient();
  const { user, loading: userLoading } = useCurrentUser();
  const signedIn = Boolean(user);
  // A signed-in visitor's list is asked for once the page is interactive; a guest's needs no wait.
  const mounted = useMountedWhen(signedIn);
  const requestCookie = useRequestCookie(SHORTLIST_COOKIE);
  const rendered = useMemo(() => guestEntriesOf(requestCookie), [requestCookie]);
  const guest = useSyncExternalStore(guestShortlist.subscribe, guestShortlist.entries, () =>
    typeof document === 'undefined' ? rendered : guestShortlist.asRendered(rendered),
  );
  const account = useQuery(SHORTLIST_QUERY, { skip: !mounted || !signedIn, fetchPolicy: 'cache-first' });

  useEffect(() => {
    if (mounted && signedIn && guest && guest.length > 0) mergeGuestList(client, guest);
  }, [mounted, signedIn, guest, client]);

  const entries = useMemo((): ShortlistEntry[] | null => {
    if (userLoading) return null;
    if (!signedIn) return guest;
    if (!mounted) return null;
    const items = account.data?.shortlist.items;
    if (!items) return null;
    const mine = items.map((item) => ({ id: item._id, name: item.name, note: item.note }));
    // While a guest's list is being merged, show what the merge gives: no flash of a shorter list.
    const pending = (guest ?? NONE).filter((entry) => !mine.some((item) => item.id === entry.id));
    return pending.length > 0 ? [...mine, ...pending].slice(0, SHORTLIST_MAX) : mine;
  }, [mounted, userLoading, signedIn, guest, account.data]);

  const add = useCallback(
    async (entry: ShortlistEntry) => {
      if (!signedIn) {
        if (!guestShortlist.add(entry)) showShortlistNotice(t('shortlist.full', { max: SHORTLIST_MAX }));
        return;
      }
      const { data } = await client.mutate({
        mutation: ADD_TO_SHORTLIST,
        variables: { schoolId: entry.id },
      });
      writeShortlist(client, data?.addToShortlist);
      const code = data?.addToShortlist.code;
      if (code)
        showShortlistNotice(
          t(code === 'shortlist.full' ? 'shortlist.full' : `errors:${code}`, { max: SHORTLIST_MAX }),
        );
    },
    [signedIn, client, t],
  );

  const remove = useCallback(
    async (id: string) => {
      if (!signedIn) return guestShortlist.remove(id);
      const { data } = await client.mutate({ mutation: REMOVE_FROM_SHORTLIST, variables: { schoolId: id } });
      writeShortlist(client, data?.removeFromShortlist);
    },
    [signedIn, client],
  );

  const setNote = useCallback(
    async (id: string, note: string) => {
      const { data, error } = await client.mutate({
        mutation: SET_SHORTLIST_NOTE,
        variables: { schoolId: id, note },
      });
      writeShortlist(client, data?.setShortlistNote);
      if (error || !data) return 'network.error';
      return data.setShortlistNote.code ?? null;
    },
    [client],
  );

  const has = useCallback((id: string) => entries?.some((entry) => entry.id === id) ?? false, [entries]);
  return { entries, signedIn, has, add, remove, setNote };
}
