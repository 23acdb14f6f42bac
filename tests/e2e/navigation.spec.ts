import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * axe-core on the page once its transitions have ended (a drawer fading in has, for a moment,
 * too little contrast); serious and critical violations fail the test.
 */
async function expectNoSeriousViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** Waits for the lazy footer blocks and the hero's count, so the screenshot shows the page settled. */
async function showWholePage(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('school-count')).toHaveAttribute('data-settled', 'true');
}

test.describe('navigation', () => {
  test('on a phone, the burger opens a 250 px drawer on the right that closes on Escape and on a menu click', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    // The desktop account links give way to the burger.
    await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
    const burger = header.getByRole('button', { name: 'Open the menu' });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && { width: Math.round(box.width), right: Math.round(box.x + box.width) };
      })
      .toEqual({ width: 250, right: PHONE.width });
    await expect(drawer.getByRole('link', { name: 'Register' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await header.getByRole('button', { name: 'Open the menu' }).click();
    await drawer.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('on a desktop, a guest sees Register and Login in the top bar and no burger', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open the menu' })).toBeHidden();
    // Every menu entry on the bar's one line.
    const bar = (await header.boundingBox())!;
    for (const link of await header.getByRole('navigation', { name: 'Main menu' }).getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.y + box.height, (await link.textContent()) ?? '').toBeLessThanOrEqual(bar.y + bar.height);
    }
  });

  test('between a phone and a wide screen (900 px), every menu entry is in the bar or in the burger’s drawer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    const bar = await header.boundingBox();
    const entries = page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main menu', includeHidden: true });
    const names = await entries.getByRole('link', { includeHidden: true }).allTextContents();
    expect(names).toContain('Curriculums');
    const burger = header.getByRole('button', { name: 'Open the menu' });
    const inBar = async (name: string) => {
      const link = entries.getByRole('link', { name, exact: true });
      const box = (await link.isVisible()) ? await link.boundingBox() : null;
      return box !== null && bar !== null && box.y >= bar.y && box.y + box.height <= bar.y + bar.height;
    };
    const outside: string[] = [];
    for (const name of names) if (!(await inBar(name))) outside.push(name);
    if (outside.length > 0) {
      // What the bar has no room for is in the drawer.
      await expect(burger).toBeVisible();
      await burger.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      for (const name of outside) await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Either way, no entry hangs below the bar (as white text on the page).
    for (const name of names) {
      const link = entries.getByRole('link', { name, exact: true });
      if (await link.isVisible()) expect(await inBar(name), name).toBe(true);
    }
  });

  test('on a phone in Arabic, the site name in the bar reads from its start', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/?lang=ar');
    const name = page.getByRole('banner').getByRole('link').first().locator('span');
    await expect(name).toHaveText('International Schools');
    // Where the name's first letter is drawn: inside the name's box (which clips it) and the screen.
    const shown = await name.evaluate((element) => {
      const range = document.createRange();
      range.setStart(element.firstChild!, 0);
      range.setEnd(element.firstChild!, 1);
      const letter = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return (
        letter.left >= box.left - 0.5 &&
        letter.right <= box.right + 0.5 &&
        box.left >= 0 &&
        box.right <= window.innerWidth
      );
    });
    expect(shown).toBe(true);
  });

  test('the footer links the configured social networks, in a new tab, and Register and Login for a guest', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const facebook = footer.getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/schools.example');
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/schools-example',
    );
    // Networks without a URL get no link.
    await expect(footer.getByRole('link', { name: 'Twitter' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(footer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(footer).toContainText('a community-based directory of international schools');
  });

  test('following a link from the bottom of a page opens the next page at its top', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await footer.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // axe scans take a few seconds each on this machine: one test per screen size.
  // The home page itself is scanned on a desktop with every public page (accessibility.spec.ts);
  // here the states of its own: a phone's page and menu, and the theme panel.
  test('on a phone, the home page has no serious accessibility violations, its menu open or not', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    await showWholePage(page);
    await expectNoSeriousViolations(page);
    // Back at the top, where the bar (hidden after scrolling down to the footer) shows again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
  test('the home page with the theme panel open has no serious accessibility violations', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/?themer');
    await expect(page.getByRole('region', { name: 'Theme colours' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
