import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { holdChunk } from './support/chunks';
import { gotoHydrated } from './support/hydrated';

/** Answers the ALTCHA widget as a visitor does: click its label and wait until it says verified. */
async function passCaptcha(page: Page) {
  await page.getByText("I'm not a robot").click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 30_000 });
}

test.describe('contact', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ actionTimeout: 15_000 });

  test('from the footer link to the thanks page', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Sent empty, the form says what each field needs, and nothing leaves.
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('The subject is required.')).toBeVisible();
    await expect(page.getByText('Write at least 10 characters.')).toBeVisible();
    await expect(page).toHaveURL(/\/contact-us$/);

    // The footer has a newsletter form with its own email field: the contact form is in the main area.
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ana Lima');
    await form.getByRole('textbox', { name: 'Your email' }).fill('ana.lima@example.test');
    await form.getByRole('textbox', { name: 'Subject' }).fill('A school is missing');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Hello,\nthe Lisbon school we go to is not listed yet.');
    await expect(page.getByText('52 characters, between 10 and 5,000.')).toBeVisible();
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Send the message' }).click();

    await expect(page).toHaveURL(/\/contact-us\/thanks$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your message', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the captcha comes when the visitor starts on the form: a page only read never runs it', async ({
    page,
  }) => {
    const captchaRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/captcha/')) captchaRequests.push(sent.url());
    });
    await gotoHydrated(page, '/contact-us');
    await page.waitForLoadState('networkidle');
    // Read, not touched: neither the captcha's settings nor its widget were asked for.
    expect(captchaRequests).toEqual([]);
    expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true);

    // The first field focused: the widget comes while the visitor types, in the page's language.
    await page.getByRole('main').getByRole('textbox', { name: 'Your name' }).focus();
    await expect(page.getByText("I'm not a robot")).toBeVisible();
    await gotoHydrated(page, '/contact-us?lang=fr');
    await page.getByRole('main').getByRole('textbox').first().focus();
    await expect(page.getByText('Je ne suis pas un robot')).toBeVisible();
  });

  test('the form hydrates on its own: sent before its code comes the server answers it, then it checks in the page', async ({
    page,
  }) => {
    // Its code held back, as on a slow network: the page does not wait for it.
    const { release } = await holdChunk(page, 'src/modules/contact/client/contact-form.tsx');
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(`${sent.method()} ${sent.url()}`);
    });
    await page.goto('/contact-us');
    await expect(page.locator('html[data-hydrated="islands-pending"]')).toHaveCount(1);
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ana Lima');

    // Sent meanwhile, it goes to the server as a plain form, which answers with its errors.
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByText('The subject is required.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ana Lima');
    expect(documents).toEqual([
      expect.stringMatching(/^GET /),
      expect.stringMatching(/^POST .*\/contact-us$/),
    ]);

    // Once its code has come, it checks in the page: nothing more is sent.
    release();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await form.getByRole('textbox', { name: 'Subject' }).fill('A school is missing');
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByText('Write at least 10 characters.')).toBeVisible();
    await expect(page.getByText('The subject is required.')).toHaveCount(0);
    expect(documents).toHaveLength(2);
  });
});
