import { useCallback } from 'react';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import {
  PREFERENCES_COOKIE,
  PREFERENCES_MAX_AGE,
  preferencesCookieText,
  withPreferences,
} from '@/core/shared/visitor-preferences';
import { graphql } from '../graphql/public-graphql';
import { useCurrentUser } from '../guards/use-current-user';
import { browserPreferences } from './remembered-preferences';

const SAVE_PREFERENCES = graphql(`
  mutation savePreferences($input: [PreferenceInput!]!) {
    savePreferences(input: $input) {
      success
      code
    }
  }
`);

/**
 * Keeps choices in the browser's preferences cookie at once, as the server writes it: the next
 * link followed carries them (`createAppRouter`), before any answer from the server.
 */
function writeBrowserPreferences(changes: Readonly<Record<string, string | null>>): void {
  const text = preferencesCookieText(withPreferences(browserPreferences(), changes));
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${PREFERENCES_COOKIE}=${encodeURIComponent(text)}; path=/; max-age=${text ? PREFERENCES_MAX_AGE : 0}; samesite=lax${secure}`;
}

/**
 * Remembers choices the visitor made (decision 103): `{ currency: 'EUR' }`, a null forgets one.
 * The browser keeps them; a signed-in member's account too, for their other browsers and the
 * mails the site sends them (fee alerts in their currency).
 */
export function useRememberPreferences(): (changes: Readonly<Record<string, string | null>>) => void {
  const { user } = useCurrentUser();
  const client = useGraphQLClient();
  const signedIn = user !== null;
  return useCallback(
    (changes) => {
      writeBrowserPreferences(changes);
      if (!signedIn) return;
      const input = Object.entries(changes).map(([name, value]) => ({ name, value }));
      // Kept on the account in the background: the page already follows the browser's cookie.
      client.mutate({ mutation: SAVE_PREFERENCES, variables: { input } }).catch(() => undefined);
    },
    [client, signedIn],
  );
}
