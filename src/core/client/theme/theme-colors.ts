import { DEFAULT_COLORS } from '../theme';

/** The seven colours the theme panel edits (spec "Shell"), with the defaults of spec section 9. */
export type ThemeColorName = keyof typeof DEFAULT_COLORS;
export type ThemeColors = Record<ThemeColorName, string>;

export const THEME_COLOR_NAMES = Object.keys(DEFAULT_COLORS) as ThemeColorName[];

/** The browser-storage keys of spec section 3; reset removes every one of them. */
export const THEME_STORAGE_KEYS = [
  'colors.icon',
  'colors.navbar',
  'colors.footer',
  'colors.text',
  'colors.primary',
  'colors.secondary',
  'backgroundColors.navbar',
  'backgroundColors.footer',
  'backgroundColors.layout',
] as const;
export type ThemeStorageKey = (typeof THEME_STORAGE_KEYS)[number];
export type StoredThemeColors = Partial<Record<ThemeStorageKey, string>>;

/**
 * Which key each of the seven inputs writes. The navbar and footer inputs are background
 * colours; `colors.navbar` and `colors.footer` hold the text colour on them, which is not
 * edited but derived (white or dark, whichever reads better), so a light bar never gets
 * white text.
 */
const KEY_OF: Record<ThemeColorName, ThemeStorageKey> = {
  text: 'colors.text',
  navbar: 'backgroundColors.navbar',
  footer: 'backgroundColors.footer',
  icon: 'colors.icon',
  primary: 'colors.primary',
  secondary: 'colors.secondary',
  background: 'backgroundColors.layout',
};
const TEXT_KEY_ON: Partial<Record<ThemeColorName, ThemeStorageKey>> = {
  navbar: 'colors.navbar',
  footer: 'colors.footer',
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** The storage entries one input's new value writes. */
export function storageEntriesFor(name: ThemeColorName, value: string): StoredThemeColors {
  const entries: StoredThemeColors = { [KEY_OF[name]]: value };
  const textKey = TEXT_KEY_ON[name];
  if (textKey) entries[textKey] = readableTextOn(value);
  return entries;
}

/** The seven colours: stored ones over the defaults. */
export function colorsFrom(stored: StoredThemeColors): ThemeColors {
  return Object.fromEntries(
    THEME_COLOR_NAMES.map((name) => [name, stored[KEY_OF[name]] ?? DEFAULT_COLORS[name]]),
  ) as ThemeColors;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1, 7);
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** White, or the default text colour, whichever contrasts more with the background. */
export function readableTextOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio(DEFAULT_COLORS.text, background)
    ? '#ffffff'
    : DEFAULT_COLORS.text;
}
