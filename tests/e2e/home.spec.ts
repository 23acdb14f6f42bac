import { expect, type Page, test } from '@playwright/test';
import { horizontalOverflow } from './support/accessibility';
import { expectedHome } from './support/api';
import { gotoHydrated } from './support/hydrated';
import { largestPaintsSoFar, watchLargestPaints } from './support/largest-paint';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift';

const formatted = (n: number) => new Intl.NumberFormat('en').format(n);

/**
 * Each frame of the hero's count until it settles: the number shown, and where the word after it
 * ("international") starts on the screen.
 */
function countFrames(page: Page): Promise<{ number: string; wordAt: number }[]> {
  return page.getByTestId('school-count').evaluate(
    (line) =>
      new Promise<{ number: string; wordAt: number }[]>((resolve) => {
        const frames: { number: string; wordAt: number }[] = [];
        const sample = () => {
          const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
          const after = 'international';
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent!.indexOf(after);
            if (at < 0) continue;
            const word = document.createRange();
            word.setStart(node, at);
            word.setEnd(node, at + after.length);
            frames.push({ number: line.textContent!.split(' ')[0]!, wordAt: word.getBoundingClientRect().x });
          }
          if (line.getAttribute('data-settled') === 'true') resolve(frames);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
  );
}

/** An element's opacity as a person sees it: its own times each of its ancestors'. */
function opacityAsSeen(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement)
    opacity *= Number(getComputedStyle(node).opacity);
  return opacity;
}

test.describe('home page of the directory', () => {
  // The page as visitors get it, its service worker registering too: the console stays clean
  // (the suite blocks service workers elsewhere, playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });
  test('shows the number of schools counting up, the 10 latest schools and the countries', async ({
    page,
    request,
  }) => {
    const expected = await expectedHome(request);
    expect(expected.total).toBeGreaterThan(1000);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await watchLayoutShifts(page);
    await watchLargestPaints(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Find the right international school/);
    // The count animates from 0 after 1 s and settles on the total; its words stay where they are.
    const frames = await countFrames(page);
    expect(new Set(frames.map((frame) => frame.number)).size).toBeGreaterThan(5);
    expect(new Set(frames.map((frame) => Math.round(frame.wordAt)))).toEqual(
      new Set([Math.round(frames[0]!.wordAt)]),
    );
    // Nor is its line painted again as it counts: the browser does not take it for the page’s
    // main content.
    const largestPaints = await largestPaintsSoFar(page);
    expect(largestPaints.length).toBeGreaterThan(0);
    expect(largestPaints).not.toContain('school-count');
    await expect(page.getByTestId('school-count')).toHaveText(
      `${formatted(expected.total)} international schools listed in ${expected.countries.length} countries`,
    );

    const latest = page.getByRole('region', { name: 'Recently updated schools' }).getByRole('listitem');
    await expect(latest).toHaveCount(10);
    await expect(latest.first()).toContainText(expected.latest[0]!.name);
    await expect(latest.first()).toContainText(/per year|Fees not known/);

    const countries = page.getByRole('region', { name: 'Schools by country' }).getByRole('listitem');
    await expect(countries).toHaveCount(expected.countries.length);
    const first = expected.countries[0]!;
    await expect(countries.first()).toHaveText(`${first.name} (${formatted(first.count)})`);

    // Nothing moved as the page loaded, hydrated and counted its schools.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.1);
    // Hydration matched the server's HTML: React reports a mismatch as a console error.
    expect(problems).toEqual([]);
  });

  test('is rendered on the server: it works with JavaScript disabled', async ({ browser, request }) => {
    const expected = await expectedHome(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // CSS animations held at their first frame, as the page looks the moment it appears,
    // however long the machine takes to load it.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    // The hero's heading is in the server's HTML and shown at once without scripts: its
    // entrance (transparent for 1 s, then fading in) is an enhancement for browsers running them.
    const heading = page.getByRole('heading', { level: 1, name: /Find the right international school/ });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveCSS('opacity', '1');
    expect(await heading.evaluate(opacityAsSeen)).toBe(1);
    await expect(page.getByTestId('school-count')).toHaveText(
      new RegExp(`^${formatted(expected.total)} international`),
    );
    await expect(
      page.getByRole('region', { name: 'Recently updated schools' }).getByRole('listitem'),
    ).toHaveCount(10);
    await expect(page.getByRole('region', { name: 'Schools by country' }).getByRole('listitem')).toHaveCount(
      expected.countries.length,
    );

    // The search box is a plain form underneath: Enter submits it as ?q=.
    const city = expected.latest[0]!.city;
    await page.getByRole('searchbox', { name: 'Search schools' }).fill(city);
    await page.getByRole('searchbox', { name: 'Search schools' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(city).replace(/%20/g, '\\+')}$`));
    await expect(page.getByRole('heading', { name: `Schools matching “${city}”` })).toBeVisible();
    await context.close();
  });

  test('the search box sets ?q= after typing and shows the matching schools', async ({ page, request }) => {
    const expected = await expectedHome(request);
    const city = expected.latest[0]!.city;
    await gotoHydrated(page, '/');
    await page.getByRole('searchbox', { name: 'Search schools' }).pressSequentially(city, { delay: 30 });
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(city).replace(/%20/g, '\\+')}$`));
    const results = page.getByRole('region', { name: `Schools matching “${city}”` });
    await expect(results.getByText(/schools? found/)).toBeVisible();
    await expect(results.getByRole('listitem').first()).toContainText(city);

    await page.getByRole('searchbox', { name: 'Search schools' }).fill('zzzz-no-such-school');
    await expect(
      page.getByText('No school matches “zzzz-no-such-school”. Try another name, city or country.'),
    ).toBeVisible();

    // Emptying the box goes back to the latest schools.
    await page.getByRole('searchbox', { name: 'Search schools' }).fill('');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('region', { name: 'Recently updated schools' }).getByRole('listitem'),
    ).toHaveCount(10);
  });

  test('an unknown path shows the not-found screen with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Ooops!! Page not found !' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByTestId('school-count')).toBeVisible();
  });

  test('fits a phone screen', async ({ page, request }) => {
    const expected = await expectedHome(request);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Recently updated schools' }).getByRole('listitem'),
    ).toHaveCount(10);
    // Once the count has settled, the hero has appeared too (it appears at 1 s, the count ends at 2.5 s).
    await expect(page.getByTestId('school-count')).toHaveAttribute('data-settled', 'true');
    await expect(page.getByTestId('school-count')).toHaveText(
      new RegExp(`^${formatted(expected.total)} international`),
    );
    const overflow = await horizontalOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
