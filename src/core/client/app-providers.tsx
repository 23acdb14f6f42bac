import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { directionOf } from '../shared/languages';
import type { GraphQLClient } from './graphql-client/graphql-client';
import { GraphQLProvider } from './graphql-client/graphql-provider';
import { SiteDataProvider } from './site-data';
import { NotificationsHost } from './states/notifications-host';
import { cssVariablesResolver, theme } from './theme';
import type { Translator } from './translator';
import { I18nContext } from './use-translation';

/** The providers every page needs, the same on the server and in the browser. */
export function AppProviders(props: { client: GraphQLClient; i18n: Translator; children: ReactNode }) {
  return (
    <GraphQLProvider client={props.client}>
      <I18nContext value={props.i18n}>
        <DirectionProvider initialDirection={directionOf(props.i18n.language)} detectDirection={false}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="light"
            // Its variables and classes are in the page's <head> (mantine-global-styles.tsx);
            // responsive style props' rules are hoisted there by React.
            withCssVariables={false}
            withGlobalClasses={false}
            deduplicateInlineStyles
          >
            <NotificationsHost />
            <SiteDataProvider>{props.children}</SiteDataProvider>
          </MantineProvider>
        </DirectionProvider>
      </I18nContext>
    </GraphQLProvider>
  );
}
