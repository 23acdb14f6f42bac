import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { signIn } from './support/sign-in';

const unique = () => Date.now().toString(36);

test.describe('admin console', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('/_admin opens the dashboard in the console, reached from the account menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /e2e-admin@example.com/ })
      .click();
    await page.getByRole('menuitem', { name: 'Admin Console' }).click();
    await expect(page).toHaveURL(/\/_admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const console = page.getByRole('navigation', { name: 'Admin Console' });
    for (const link of ['Dashboard', 'Settings', 'System information', 'Audit log', 'Roles']) {
      await expect(console.getByRole('link', { name: link })).toBeVisible();
    }
    // Each figure says what it counts and opens that list, filtered.
    const listed = page.getByRole('listitem').filter({ hasText: /^Schools listed on the site[\d,]/ });
    await expect(listed).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: /^Demo members \(fictional, locked\)[\d,]/ }),
    ).toBeVisible();
    // The public newsletter form has no place in the console.
    await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await listed.getByRole('link', { name: 'Open the list' }).click();
    await expect(page).toHaveURL(/\/_admin\/schools\?listed=true$/);
    // The country is picked by its name, with search, not typed as a code.
    await page.getByRole('combobox', { name: 'Country', exact: true }).fill('Spai');
    await page.getByRole('option', { name: 'Spain (ES)' }).click();
    await expect(page).toHaveURL(/countryCode=ES/);
  });

  test('a pending rating is approved from its own page, reached from the queue view', async ({ page }) => {
    await gotoHydrated(page, '/_admin/school-ratings');
    await expect(page.getByText(/^Waiting for a decision: [\d,]+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Longest waiting first' }).click();
    await expect(page).toHaveURL(/status=pending&sort=queue/);
    const oldest = page.getByRole('row').nth(1);
    await expect(oldest).toContainText('Pending');
    await oldest.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/_admin\/school-ratings\/[^/]+$/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('1 record changed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  });

  test('a roles file with a bad row is refused row by row, nothing written until it is fixed', async ({
    page,
  }) => {
    const name = `Moderators ${unique()}`;
    await gotoHydrated(page, '/_admin/roles');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from a file' });
    const choose = async (rows: string) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'File (CSV or JSON)' }).click();
      await (await chooser).setFiles({ name: 'roles.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) });
    };
    await choose(
      `name,description,permissions\n${name},Rate moderation,SchoolRating\nX,Too short,School\nTypos,Misspelt,Scool:read\n`,
    );
    await expect(dialog.getByRole('alert')).toContainText('2 rows have errors');
    const errors = dialog.getByRole('table', { name: 'Rows with errors' });
    await expect(errors.getByRole('row', { name: '2 name Use at least 2 characters.' })).toBeVisible();
    await expect(
      errors.getByRole('row', { name: '3 permissions.0 No installed module checks this permission.' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page).toHaveURL(/q=Moderators/);
    await expect(page.getByText('Nothing matches this search and these filters.')).toBeVisible();

    await page.getByRole('button', { name: 'Import' }).click();
    await choose(`name,description,permissions\n${name},Rate moderation,SchoolRating\n`);
    await expect(dialog.getByRole('status')).toContainText('1 row: 1 to create, 0 to update.');
    await dialog.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name })).toBeVisible();
  });

  test('an edit saved meanwhile by someone else is not overwritten', async ({ page, browser }) => {
    const name = `Editors ${unique()}`;
    await gotoHydrated(page, '/_admin/roles/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('checkbox', { name: 'School:read' }).check();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const rolePath = new URL(page.url()).pathname;

    // Another administrator opens the same role and saves first.
    const other = await browser.newPage();
    await signIn(other);
    await gotoHydrated(other, `${rolePath}/edit`);
    await gotoHydrated(page, `${rolePath}/edit`);
    await other.getByRole('textbox', { name: 'Description' }).fill('Edited by the other administrator');
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('textbox', { name: 'Description' }).fill('Mine');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Changed by someone else' })).toBeVisible();
    await page.getByRole('button', { name: 'Load the latest version' }).click();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Edited by the other administrator',
    );
    await other.close();
  });

  test('leaving a form with unsaved changes asks first', async ({ page }) => {
    await gotoHydrated(page, '/_admin/roles/create');
    await page.getByRole('textbox', { name: 'Name' }).fill('Half-typed');
    await page
      .getByRole('navigation', { name: 'Admin Console' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/_admin\/roles\/create$/);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Half-typed');
    await page
      .getByRole('navigation', { name: 'Admin Console' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/_admin\/dashboard$/);
  });

  test('a settings change takes effect at once: switching contact off hides its pages and link', async ({
    page,
  }) => {
    const contactSwitch = page
      .getByRole('group', { name: 'Contact' })
      .getByRole('switch', { name: 'Contact form', exact: true });
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    const save = async () => {
      await page.getByRole('button', { name: 'Save Contact' }).click();
      await expect(page.getByText('Saved. The change is in effect now.')).toBeVisible();
    };
    await gotoHydrated(page, '/_admin/settings');
    // A setting reads as people name it, with a line of help; its key stays shown beneath.
    const general = page.getByRole('group', { name: 'General' });
    const sender = general.getByRole('textbox', { name: 'Sender address for automatic mail' });
    await expect(sender).toBeVisible();
    await expect(general.getByText('EMAIL_NOREPLY', { exact: true })).toBeVisible();
    await expect(
      general.getByText(
        "The address the site's mails come from: account activation, password resets, notifications.",
      ),
    ).toBeVisible();
    await expect(sender).toHaveAccessibleDescription(
      /^EMAIL_NOREPLY\s*The address the site's mails come from/,
    );
    // One section at a time, each at its own address; an edit survives a look at another section.
    await sections.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/_admin\/settings\/contact$/);
    await expect(sender).toBeHidden();
    await contactSwitch.uncheck();
    await sections.getByRole('link', { name: 'General', exact: true }).click();
    await expect(contactSwitch).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await sections.getByRole('link', { name: 'Contact Unsaved changes' }).click();
    await expect(contactSwitch).not.toBeChecked();
    await save();
    await expect(sections.getByText('Unsaved changes')).toHaveCount(0);
    try {
      const response = await page.goto('/contact-us');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toHaveCount(0);
    } finally {
      await gotoHydrated(page, '/_admin/settings/contact');
      await contactSwitch.check();
      await save();
    }
    expect((await page.goto('/contact-us'))?.status()).toBe(200);
  });

  test('the audit log shows who changed a role, field by field', async ({ page }) => {
    const name = `Audited ${unique()}`;
    await gotoHydrated(page, '/_admin/roles/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('checkbox', { name: 'All of Dashboard' }).check();
    await page.getByRole('button', { name: 'Create' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('row', { name: /e2e-admin@example.com Created/ })).toBeVisible();
    await history
      .getByRole('row', { name: /Created/ })
      .getByRole('link')
      .click();
    await expect(page.getByRole('table', { name: 'Changes' })).toContainText(name);
    await page.getByRole('link', { name: '← Audit log' }).click();
    await page.getByRole('textbox', { name: 'Who' }).fill('e2e-admin');
    await expect(page).toHaveURL(/actor=e2e-admin/);
    await expect(
      page.getByRole('row', { name: /e2e-admin@example.com.*Role.*Created/ }).first(),
    ).toBeVisible();
  });
});

test.describe('mail in the admin console', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('a test mail is sent from the test sender and shows in the outbox', async ({ page }) => {
    const subject = `Delivery check ${unique()}`;
    await gotoHydrated(page, '/_admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin Console' })
      .getByRole('link', { name: 'Test sender' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test sender' })).toBeVisible();
    await page.getByRole('textbox', { name: 'From' }).fill('Not an address');
    await page.getByRole('textbox', { name: 'To' }).fill('Parent@Example.COM');
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('textbox', { name: 'Text' }).fill('Does this arrive?');
    await page.getByRole('button', { name: 'Send the test mail' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await page.getByRole('textbox', { name: 'From' }).fill('noreply@example.com');
    await page.getByRole('button', { name: 'Send the test mail' }).click();
    await expect(page.getByText('The test mail was accepted.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Admin Console' })
      .getByRole('link', { name: 'Outbox' })
      .click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(subject);
    await expect(page).toHaveURL(/q=Delivery/);
    await expect(page.getByRole('status').filter({ hasText: '1–1 of 1' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await expect(row).toContainText('parent@example.com');
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('Does this arrive?')).toBeVisible();
  });
});
