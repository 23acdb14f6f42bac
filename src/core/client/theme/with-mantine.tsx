// Mantine's components' styles, in its CSS layer (decision 113): named in the <head> of a page
// that renders Mantine components on the server, loaded with this module by the others.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type ComponentType, type ReactNode, useContext } from 'react';
import { directionOf } from '@/core/shared/languages';
import { cssVariablesResolver, theme } from '../theme';
import { I18nContext } from '../use-translation';

/**
 * Mantine's providers, around the parts of a page that render Mantine components: the pages
 * that do (`pageRoute` wraps them) and the lazily loaded parts of the pages that do not (the
 * phone drawer, menus, a school's other tabs, notifications). A page of plain elements then
 * loads none of Mantine's runtime before it is interactive (decision 093). Its variables and
 * classes are in the page's <head> (`mantine-global-styles.tsx`); responsive style props' rules
 * are hoisted there by React. Nested, a provider only merges the theme once more.
 */
export function WithMantine(props: { children: ReactNode }) {
  const language = useContext(I18nContext)?.language ?? 'en';
  return (
    <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        withCssVariables={false}
        withGlobalClasses={false}
        deduplicateInlineStyles
      >
        {props.children}
      </MantineProvider>
    </DirectionProvider>
  );
}

/** `Component` inside Mantine's providers, for a lazily loaded module to export. */
export function withMantine<P extends object>(Component: ComponentType<P>): (props: P) => ReactNode {
  const Wrapped = (props: P) => (
    <WithMantine>
      <Component {...props} />
    </WithMantine>
  );
  Wrapped.displayName = `WithMantine(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
