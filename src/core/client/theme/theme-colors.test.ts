import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from '../theme';
import {
  colorsFrom,
  contrastRatio,
  readableTextOn,
  storageEntriesFor,
  THEME_STORAGE_KEYS,
} from './theme-colors';
import { cssVariablesFor, readableOnWhite, THEME_CSS_VARIABLES } from './theme-css-variables';

describe('theme colours', () => {
  it('without stored colours, the seven colours are the spec defaults', () => {
    expect(colorsFrom({})).toEqual(DEFAULT_COLORS);
  });

  it('each input writes its spec key, and the bars also get a readable text colour', () => {
    expect(storageEntriesFor('navbar', '#000080')).toEqual({
      'backgroundColors.navbar': '#000080',
      'colors.navbar': '#ffffff',
    });
    expect(storageEntriesFor('footer', '#ffff99')).toEqual({
      'backgroundColors.footer': '#ffff99',
      'colors.footer': DEFAULT_COLORS.text,
    });
    expect(storageEntriesFor('background', '#ffffff')).toEqual({ 'backgroundColors.layout': '#ffffff' });
    expect(storageEntriesFor('primary', '#123456')).toEqual({ 'colors.primary': '#123456' });
    const written = ['text', 'navbar', 'footer', 'icon', 'primary', 'secondary', 'background'].flatMap(
      (name) => Object.keys(storageEntriesFor(name as keyof typeof DEFAULT_COLORS, '#808080')),
    );
    expect(written.sort()).toEqual([...THEME_STORAGE_KEYS].sort());
  });

  it('stored colours replace the defaults of their input only', () => {
    expect(colorsFrom({ 'backgroundColors.navbar': '#112233' })).toEqual({
      ...DEFAULT_COLORS,
      navbar: '#112233',
    });
  });

  it('the text chosen on a background reaches AA contrast for the spec colours', () => {
    for (const background of [DEFAULT_COLORS.navbar, '#ffffff', '#000000', '#39CCCC']) {
      expect(contrastRatio(readableTextOn(background), background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('links from a light primary colour are darkened until readable on white', () => {
    const link = readableOnWhite('#FF851B');
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhite('#123456')).toBe('#123456');
  });

  it('only stored, well-formed colours become CSS variables', () => {
    const variables = cssVariablesFor({ 'backgroundColors.navbar': '#000080', 'colors.text': 'red;}' });
    expect(variables).toEqual({ '--site-navbar-bg': '#000080' });
    expect(THEME_CSS_VARIABLES).toContain('--site-navbar-bg');
    expect(THEME_CSS_VARIABLES).toContain('--mantine-primary-color-filled');
  });
});
