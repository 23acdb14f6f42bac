import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';

test.describe('site shell', () => {
  test('the top bar slides away when scrolling down past 60 px and comes back when scrolling up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-pinned', 'true');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-pinned', 'true');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).toHaveAttribute('data-pinned', 'false');
    await expect.poll(async () => (await header.boundingBox())?.y).toBeLessThan(0);
    // Scrolling back up a little, as a wheel does, brings it back.
    await page.mouse.move(640, 400);
    for (let step = 0; step < 4; step++) {
      await page.mouse.wheel(0, -50);
      await page.waitForTimeout(50);
    }
    await expect(header).toHaveAttribute('data-pinned', 'true');
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  });

  test('a form’s labels keep the fields the server tied them to once the page has hydrated', async ({
    page,
    request,
  }) => {
    // The fields' ids and the labels' `for` as the server wrote them, then as the page has them.
    const html = await (await request.get('/login')).text();
    const served = [...html.matchAll(/<label[^>]* for="([^"]+)"/g)].map((match) => match[1]);
    expect(served.length).toBeGreaterThan(1);
    await gotoHydrated(page, '/login');
    // Long enough for anything the page does just after hydrating (effects, a second render).
    await page.waitForTimeout(500);
    const labels = page.locator('label[for]');
    expect(
      await labels.evaluateAll((elements) => elements.map((label) => label.getAttribute('for'))),
    ).toEqual(served);
    for (const id of served) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  });

  test('print=1 hides the navigation and the extra menus', async ({ page }) => {
    await page.goto('/?print=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  });

  test('print=1 on a phone leaves no burger, drawer or footer menus, only the footer text', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/?print=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('a community-based directory of international schools');
    await expect(footer.getByRole('link')).toHaveCount(0);
    await expect(footer.getByRole('navigation')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' })).toBeVisible();
  });
});
