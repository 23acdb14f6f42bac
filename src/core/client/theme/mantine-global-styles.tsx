import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../theme';

let styles: string | undefined;

/**
 * Mantine's CSS variables (`:root`, from the theme) and its global classes (`hiddenFrom`,
 * `visibleFrom`) as the style elements its provider would render (`WithMantine` turns them off), for the end of the page's
 * <head>: the provider writes them inside <body>, where a <style> is invalid HTML. They depend
 * on the theme alone, so they are rendered once per process (server only: it imports
 * react-dom/server).
 */
export function mantineGlobalStyles(): string {
  styles ??= renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {null}
    </MantineProvider>,
  );
  return styles;
}
