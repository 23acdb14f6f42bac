import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { useSettings } from '../site-data';
import { answersReceived, subscribeToAnswers } from './response-signal';

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
  // A page's own data may arrive after the navigation: its metadata is computed again then.
  const answers = useSyncExternalStore(subscribeToAnswers, answersReceived, () => 0);
  // The server wrote the <head> of the page being hydrated: written again at once, the same tags
  // took a tenth of a phone's longest task after hydrating. Navigations and later answers write it.
  const written = useRef(client.hydrating);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `translationsArrived` changes `t`'s output
  useEffect(() => {
    if (written.current) {
      written.current = false;
      return;
    }
    const url = new URL(location.pathname + location.search, window.location.origin);
    const lang = i18n.language;
    // Its code loads with the first navigation: written in the order they were asked for.
    void import('./write-page-head').then(({ writePageHead }) =>
      writePageHead(matches, { url, params, client, settings, t, lang }),
    );
  }, [matches, location, params, client, settings, t, i18n.language, answers, translationsArrived]);
  return null;
}
