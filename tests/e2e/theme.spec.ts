import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';

const THEME_KEYS = [
  'colors.icon',
  'colors.navbar',
  'colors.footer',
  'colors.text',
  'colors.primary',
  'colors.secondary',
  'backgroundColors.navbar',
  'backgroundColors.footer',
  'backgroundColors.layout',
];

const storedThemeKeys = (page: Page) =>
  page.evaluate(
    (keys) =>
      Object.fromEntries(
        keys.flatMap((key) => (localStorage.getItem(key) ? [[key, localStorage.getItem(key)]] : [])),
      ),
    THEME_KEYS,
  );
const background = (page: Page, role: 'banner' | 'contentinfo') =>
  page.getByRole(role).evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('theme panel', () => {
  test('stays hidden unless the address asks for it', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('region', { name: 'Theme colours' })).toHaveCount(0);
  });

  test('a colour changes the site at once, survives a reload, and reset brings the defaults back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/?themer');
    const panel = page.getByRole('region', { name: 'Theme colours' });
    await expect(panel.getByRole('textbox')).toHaveCount(7);
    await expect(panel.getByLabel('Navigation bar')).toHaveValue('#557777');
    expect(await background(page, 'banner')).toBe('rgb(85, 119, 119)');

    await panel.getByLabel('Navigation bar').fill('#000080');
    await expect.poll(() => background(page, 'banner')).toBe('rgb(0, 0, 128)');
    await panel.getByLabel('Footer').fill('#ffff99');
    await expect.poll(() => background(page, 'contentinfo')).toBe('rgb(255, 255, 153)');
    // A light footer gets dark text, a dark bar white text.
    await expect
      .poll(() => page.getByRole('contentinfo').evaluate((element) => getComputedStyle(element).color))
      .toBe('rgb(35, 43, 43)');
    expect(await storedThemeKeys(page)).toEqual({
      'backgroundColors.navbar': '#000080',
      'colors.navbar': '#ffffff',
      'backgroundColors.footer': '#ffff99',
      'colors.footer': '#232B2B',
    });

    // Kept in this browser: the next visit, panel closed, has the same colours.
    await gotoHydrated(page, '/');
    await expect.poll(() => background(page, 'banner')).toBe('rgb(0, 0, 128)');
    await gotoHydrated(page, '/?themer');
    await expect(panel.getByLabel('Navigation bar')).toHaveValue('#000080');

    await panel.getByRole('button', { name: 'Reset the colours' }).click();
    await expect.poll(() => background(page, 'banner')).toBe('rgb(85, 119, 119)');
    expect(await background(page, 'contentinfo')).toBe('rgb(85, 119, 119)');
    await expect(panel.getByLabel('Navigation bar')).toHaveValue('#557777');
    expect(await storedThemeKeys(page)).toEqual({});
  });

  test('a half-typed colour changes nothing until it is complete', async ({ page }) => {
    await gotoHydrated(page, '/?themer');
    const input = page.getByRole('region', { name: 'Theme colours' }).getByLabel('Background');
    await input.fill('#12');
    expect(await storedThemeKeys(page)).toEqual({});
    await input.fill('#ffffff');
    await expect.poll(storedThemeKeys.bind(null, page)).toEqual({ 'backgroundColors.layout': '#ffffff' });
    await page
      .getByRole('region', { name: 'Theme colours' })
      .getByRole('button', { name: 'Reset the colours' })
      .click();
    await expect.poll(storedThemeKeys.bind(null, page)).toEqual({});
  });
});
