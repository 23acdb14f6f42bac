import type { ReactNode } from 'react';
import type { GraphQLClient } from './graphql-client/graphql-client';
import { GraphQLProvider } from './graphql-client/graphql-provider';
import { SiteDataProvider } from './site-data';
import { NotificationsHost } from './states/notifications-host';
import type { Translator } from './translator';
import { I18nContext } from './use-translation';

/**
 * The providers every page needs, the same on the server and in the browser. Mantine's are not
 * among them: the parts that render Mantine components bring them (`theme/with-mantine.tsx`).
 */
export function AppProviders(props: { client: GraphQLClient; i18n: Translator; children: ReactNode }) {
  return (
    <GraphQLProvider client={props.client}>
      <I18nContext value={props.i18n}>
        <NotificationsHost />
        <SiteDataProvider>{props.children}</SiteDataProvider>
      </I18nContext>
    </GraphQLProvider>
  );
}
