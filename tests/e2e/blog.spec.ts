import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { signIn } from './support/sign-in';

const SAVED = 'Saved. The change is in effect now.';

/** Switches the blog (ENABLE_BLOG) in the General section of the settings, and waits until it is saved. */
async function switchBlog(page: Page, on: boolean) {
  await gotoHydrated(page, '/_admin/settings');
  const blogSwitch = page
    .getByRole('group', { name: 'General' })
    .getByRole('switch', { name: 'Blog', exact: true });
  await (on ? blogSwitch.check() : blogSwitch.uncheck());
  await page.getByRole('button', { name: 'Save General' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('blog', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('an administrator switches the blog on and publishes a post that visitors read', async ({
    page,
    request,
    browser,
  }) => {
    const unique = Date.now().toString(36);
    const title = `Moving to Lisbon with children ${unique}`;
    const slug = `moving-to-lisbon-with-children-${unique}`;
    // The e2e server is shared by every spec: the blog is switched off again whatever happens.
    await switchBlog(page, true);
    try {
      await gotoHydrated(page, '/_admin/blog-posts/create');
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      // Left empty, the address is made from the title, as its placeholder shows.
      await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveAttribute(
        'placeholder',
        slug,
      );
      await page
        .getByRole('textbox', { name: 'Summary' })
        .fill('Schools, fees and paperwork for a move to Lisbon.');
      await page
        .getByRole('textbox', { name: 'Text' })
        .fill('Start early: places fill up.\n\n## When to apply\nAs soon as you know the date of the move.');
      await page.getByRole('tab', { name: 'Preview' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'When to apply' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Published' }).click();
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: `/blog/${slug}` })).toBeVisible();

      await gotoHydrated(page, '/');
      await mainMenu(page).getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      const link = page.getByTestId('blog-list').getByRole('link', { name: title });
      await expect(link).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // The posts of one language: a choice applies at once; with scripts off, "Show posts" sends it.
      const language = page.getByRole('combobox', { name: 'Written in' });
      await language.selectOption({ label: 'Français' });
      await expect(page).toHaveURL(/\/blog\?language=fr$/);
      await expect(page.getByRole('link', { name: title })).toHaveCount(0);
      await language.selectOption({ label: 'All languages' });
      await expect(page).toHaveURL(/\/blog$/);
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScript.newPage();
      await plain.goto(new URL('/blog', page.url()).href);
      await plain.getByRole('combobox', { name: 'Written in' }).selectOption({ label: 'English' });
      await plain.getByRole('button', { name: 'Show posts' }).click();
      await expect(plain).toHaveURL(/\/blog\?language=en$/);
      await expect(plain.getByRole('link', { name: title })).toBeVisible();
      // "All languages" sent without scripts leads back to the list's one URL.
      await plain.getByRole('combobox', { name: 'Written in' }).selectOption({ label: 'All languages' });
      await plain.getByRole('button', { name: 'Show posts' }).click();
      await expect(plain).toHaveURL(/\/blog$/);
      await noScript.close();

      await link.click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'When to apply' })).toBeVisible();
      await expect(page.getByRole('article').locator('time')).toHaveText(/^Published on /);
      // Reached by a link: the tab's title follows once the post's data has arrived.
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
      expect(await seriousViolations(page)).toEqual([]);

      // Server-rendered: the HTML of a plain request holds the post and its article metadata.
      const post = await request.get(`/blog/${slug}`);
      expect(post.status()).toBe(200);
      const html = await post.text();
      expect(html).toContain(`<title>${title} | `);
      expect(html).toContain('As soon as you know the date of the move.');
      expect(html).toMatch(/<meta property="og:type" content="article"/);
      expect(html).toMatch(
        /<meta name="description" content="Schools, fees and paperwork for a move to Lisbon\."/,
      );
      expect(await (await request.get('/blog')).text()).toContain(title);
      expect((await request.get('/blog/no-such-post')).status()).toBe(404);
    } finally {
      await switchBlog(page, false);
    }
    expect((await page.goto('/blog'))?.status()).toBe(404);
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    await gotoHydrated(page, '/');
    await expect(mainMenu(page).getByRole('link', { name: 'Blog' })).toHaveCount(0);
  });
});
