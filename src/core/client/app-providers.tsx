import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { directionOf } from '../shared/languages';
import { SiteDataProvider } from './site-data';
import { NotificationsHost } from './states/notifications-host';
import { cssVariablesResolver, theme } from './theme';

/** The providers every page needs, the same on the server and in the browser. */
export function AppProviders(props: { apollo: ApolloClient; i18n: I18n; children: ReactNode }) {
  return (
    <ApolloProvider client={props.apollo}>
      <I18nextProvider i18n={props.i18n}>
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
      </I18nextProvider>
    </ApolloProvider>
  );
}
