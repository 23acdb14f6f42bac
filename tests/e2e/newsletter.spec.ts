import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { type OwnSite, startOwnSite } from './support/own-site';
import { type SmtpCapture, startSmtpCapture } from './support/smtp-capture';

/** The WCAG contrast ratio of two opaque colours as CSS gives them (`rgb(r, g, b)`). */
function contrastRatio(one: string, other: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

test.describe('newsletter', () => {
  // A server of its own whose mail goes to a real SMTP server the test reads.
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 15_000 });
  let smtp: SmtpCapture;
  let site: OwnSite;
  const url = (pathname: string) => `${site.url}${pathname}`;

  test.beforeAll(async () => {
    // A hook's own limit is the test timeout's default (60 s), not the describe's: a server
    // started on a loaded machine takes longer.
    test.setTimeout(180_000);
    smtp = await startSmtpCapture();
    site = await startOwnSite('schools-newsletter-', {
      SMTP_URL: smtp.url,
      ENABLE_NEWSLETTER: 'true',
    });
  });

  test.afterAll(async () => {
    await Promise.all([site?.stop(), smtp?.close()]);
  });

  test('the footer form of the home page subscribes and shows the thanks page', async ({ page }) => {
    await gotoHydrated(page, url('/'));
    const footer = page.getByRole('contentinfo');
    const box = footer.getByRole('region', { name: 'Newsletter' });
    // The block comes in its own chunk, after the footer itself.
    await expect(box).toBeVisible();
    const width = (await box.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(340);
    expect(width).toBeLessThanOrEqual(400);
    // The email's required asterisk reads on the footer's colour (WCAG AA: 4.5:1).
    const asterisk = box.locator('label [aria-hidden="true"]', { hasText: '*' });
    const colours = await asterisk.evaluate((element) => {
      const colourOf = (node: Element, property: 'color' | 'backgroundColor') =>
        getComputedStyle(node)[property];
      let background = element.parentElement!;
      while (colourOf(background, 'backgroundColor') === 'rgba(0, 0, 0, 0)')
        background = background.parentElement!;
      return [colourOf(element, 'color'), colourOf(background, 'backgroundColor')];
    });
    expect(contrastRatio(colours[0]!, colours[1]!), colours.join(' on ')).toBeGreaterThanOrEqual(4.5);

    await footer.getByRole('textbox', { name: 'Your email address' }).fill(uniqueEmail('footer'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/thanks$/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });

  test('the footer form shows the translated error and stays on the page', async ({ page }) => {
    await gotoHydrated(page, url('/?lang=fr'));
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Votre adresse e-mail' });
    await email.fill('pas-une-adresse');
    await footer.getByRole('button', { name: 'S’abonner' }).click();
    await expect(footer.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/thanks/);
  });

  test('/newsletter with a bad email shows the translated error on the field and stays', async ({ page }) => {
    await gotoHydrated(page, url('/newsletter'));
    const main = page.getByRole('main');
    const email = main.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-email');
    // Shown once the field is left (touched), before any submit.
    await email.blur();
    await expect(main.getByText('Enter a valid email address.')).toBeVisible();
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // The red border of a field in error.
    await expect(email).toHaveCSS('border-color', 'rgb(201, 42, 42)');

    await email.fill('');
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await expect(main.getByText('This field is required.')).toBeVisible();
  });

  test('/newsletter and /newsletter/thanks have no serious accessibility violations', async ({ page }) => {
    for (const pathname of ['/newsletter', '/newsletter/thanks', '/newsletter/thanks?confirmed=1']) {
      await gotoHydrated(page, url(pathname));
      expect(await seriousViolations(page), pathname).toEqual([]);
    }
    await gotoHydrated(page, url('/newsletter/thanks?error=token.expired'));
    await expect(page.getByRole('alert')).toHaveText('This link has expired. Ask for a new one.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('subscribe with the keyboard only, then confirm from the link in the mail', async ({ page }) => {
    const email = uniqueEmail('grace');
    const namesAskedFor: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/newsletter/countries')) namesAskedFor.push(sent.url());
    });
    await gotoHydrated(page, url('/newsletter'));
    await page.waitForLoadState('networkidle');
    // A page only read never asks for the country names: they come once the visitor starts.
    expect(namesAskedFor).toEqual([]);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Email' }).focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    await page.keyboard.press('Tab');
    await expect(main.getByRole('combobox', { name: 'Country' })).toBeFocused();
    expect(namesAskedFor).toEqual([expect.stringContaining('lang=en')]);
    await page.keyboard.type('Switzer');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(main.getByRole('combobox', { name: 'Country' })).toHaveValue('Switzerland');
    await page.keyboard.press('Tab');
    await expect(main.getByRole('button', { name: 'Subscribe' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/newsletter\/thanks$/);

    await page.goto(url(await smtp.nextLinkPath(email, '/api/newsletter/confirm/')));
    await expect(page).toHaveURL(/\/newsletter\/thanks\?confirmed=1$/);
    await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  });
});
