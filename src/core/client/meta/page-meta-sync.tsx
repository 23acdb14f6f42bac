import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { useSettings } from '../site-data';

/**
 * Keeps <head> in step with the page in the browser: after each navigation, language or
 * settings change, the page's metadata source runs again, as it ran on the server. The code
 * that writes the tags loads then (`write-page-head.ts`), not with every page's first script.
 */
export function PageMetaSync() {
  const matches = useMatches();
  const location = useLocation();
  const params = useParams();
  const client = useGraphQLClient();
  const { t, i18n } = useTranslation();
  // Also after a namespace loads: an admin page's title comes from the lazily loaded `admin` one.
  const translationsArrived = useSyncExternalStore(i18n.subscribe, i18n.revision, i18n.revision);
  const settings = useSettings();
  const answersChanged = useAnswersChangedForMeta();
  // The server wrote the <head> of the page being hydrated: written again at once, the same tags
  // took a tenth of a phone's longest task after hydrating. Navigations and later answers write it.
  const written = useRef(client.hydrating);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `translationsArrived` changes `t`'s output, `answersChanged.count` what the cache holds
  useEffect(() => {
    if (written.current) {
      written.current = false;
      return;
    }
    const url = new URL(location.pathname + location.search, window.location.origin);
    const lang = i18n.language;
    // Its code loads with the first navigation: written in the order they were asked for.
    void import('./write-page-head').then(({ writePageHead }) => {
      const head = client.readsOf(() => writePageHead(matches, { url, params, client, settings, t, lang }));
      answersChanged.readKeys.current = head.keys;
    });
  }, [
    matches,
    location,
    params,
    client,
    settings,
    t,
    i18n.language,
    answersChanged.count,
    translationsArrived,
  ]);
  return null;
}

/**
 * A page's own data may arrive after the navigation (its title names the school or the post): its
 * metadata is computed again when an answer it read changes, and only then. A map asks for its
 * markers at each move, a search box at each pause, and the tags took a phone's 50 ms each time.
 * Until the metadata was first computed here (the server wrote the first page's), any answer counts.
 */
function useAnswersChangedForMeta() {
  const client = useGraphQLClient();
  const [count, setCount] = useState(0);
  const readKeys = useRef<ReadonlySet<number> | null>(null);
  useEffect(
    () =>
      client.onAnswerChanged((key) => {
        if (!readKeys.current || readKeys.current.has(key)) setCount((value) => value + 1);
      }),
    [client],
  );
  return { count, readKeys };
}
