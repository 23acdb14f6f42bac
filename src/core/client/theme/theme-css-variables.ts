import {
  contrastRatio,
  isHexColor,
  readableTextOn,
  type StoredThemeColors,
  type ThemeStorageKey,
} from './theme-colors';

/**
 * The CSS variables each stored colour sets on <html>. The shell's stylesheet reads the
 * `--site-*` ones with the spec's defaults as fallbacks, so the server's HTML (which knows no
 * stored colours) is the same as the first browser render; stored colours apply afterwards.
 * Set on <html> so that portals (drawer, menus) get them too.
 */
const VARIABLES_OF: Record<ThemeStorageKey, (value: string) => Record<string, string>> = {
  'colors.text': (value) => ({ '--site-text': value, '--mantine-color-text': value }),
  'colors.navbar': (value) => ({ '--site-navbar-text': value }),
  'colors.footer': (value) => ({ '--site-footer-text': value }),
  'colors.icon': (value) => ({ '--site-icon': value }),
  'colors.primary': (value) => ({
    '--site-primary': value,
    '--mantine-primary-color-filled': value,
    '--mantine-primary-color-filled-hover': `color-mix(in srgb, ${value}, black 12%)`,
    '--mantine-primary-color-contrast': readableTextOn(value),
    // Links stay readable on white whatever the primary colour (as the default theme does).
    '--mantine-color-brand-9': readableOnWhite(value),
    '--mantine-color-anchor': readableOnWhite(value),
  }),
  'colors.secondary': (value) => ({ '--site-secondary': value }),
  'backgroundColors.navbar': (value) => ({ '--site-navbar-bg': value }),
  'backgroundColors.footer': (value) => ({ '--site-footer-bg': value }),
  'backgroundColors.layout': (value) => ({ '--site-background': value }),
};

/** Every variable the theme may set, so a reset can remove them all. */
export const THEME_CSS_VARIABLES = Object.values(VARIABLES_OF).flatMap((variablesOf) =>
  Object.keys(variablesOf('#000000')),
);

/** The CSS variables for the stored colours; values that are not colours are ignored. */
export function cssVariablesFor(stored: StoredThemeColors): Record<string, string> {
  return Object.assign(
    {},
    ...Object.entries(stored)
      .filter((entry): entry is [ThemeStorageKey, string] => entry[0] in VARIABLES_OF && isHexColor(entry[1]))
      .map(([key, value]) => VARIABLES_OF[key](value)),
  );
}

/** The colour darkened step by step until its text on white reaches WCAG AA (4.5:1). */
export function readableOnWhite(hex: string): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(expand(hex).slice(start, start + 2), 16));
  for (let factor = 1; factor > 0; factor -= 0.05) {
    const candidate = `#${channels
      .map((c) =>
        Math.round(c * factor)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contrastRatio(candidate, '#ffffff') >= 4.5) return candidate;
  }
  return '#000000';
}

function expand(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex;
}
