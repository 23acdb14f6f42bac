import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { saveSchoolAsAdmin } from './support/schools';

test('a school known by its name and city only is listed, its facts not known yet, and can be completed', async ({
  page,
  browser,
}) => {
  // As an import leaves it: a name, a country and a city; nothing else is known.
  const name = `Akureyri Lakeside School ${Date.now().toString(36)}`;
  const school = await saveSchoolAsAdmin(page, {
    id: null,
    input: { name, countryCode: 'IS', city: 'Akureyri', status: 'published', source: 'OpenStreetMap' },
  });
  const editPath = `/schools/iceland/${school._id}/edit`;

  // A visitor finds it on its country's list, its fees not known yet.
  const visitor = await (await browser.newContext()).newPage();
  await gotoHydrated(visitor, '/schools/iceland');
  const card = visitor.getByTestId('school-list').getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Fees not known yet');
  await expect(card).not.toContainText(/\$0|NaN|undefined/);

  // Its page: no price, no "day school" nobody said; each missing fact leads to the form.
  await card.getByRole('link', { name }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.locator('main header')).toContainText('Fees not known yet');
  const facts = visitor.getByTestId('school-facts');
  await expect(facts).toContainText('Boarding');
  await expect(facts).not.toContainText('Day school');
  await expect(visitor.locator('main')).not.toContainText(/NaN|undefined|\$0\b/);
  // Search engines are told no price.
  const jsonLd = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).join('');
  expect(jsonLd).toContain(name);
  expect(jsonLd).not.toMatch(/price|offers/i);
  await visitor.getByRole('link', { name: 'Fees', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/schools/iceland/${school._id}/fees$`));
  const notKnown = visitor.getByTestId('not-known');
  await expect(notKnown).toHaveText('Not known yet — add them');
  await notKnown.getByRole('link', { name: 'add them' }).click();
  await expect(visitor).toHaveURL(new RegExp(`${editPath}$`));
  // The form is for members: a visitor is asked to sign in there.
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('oups, authentication required');

  // Compared, its column says what is not known yet; nothing is counted as free.
  await gotoHydrated(visitor, `/compare?ids=${school._id}`);
  const table = visitor.getByRole('table');
  await expect(table).toContainText(name);
  await expect(table).toContainText('Not known yet');
  await expect(table).not.toContainText(/NaN|undefined|\$0\b|Day school/);

  // The country's list leads to the schools that need facts, this one among them.
  await gotoHydrated(visitor, '/schools/iceland');
  await visitor.getByTestId('help-complete').getByRole('link', { name: 'help complete them' }).click();
  await expect(visitor).toHaveURL(/\/schools\/iceland\/missing$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Help complete the schools in Iceland');
  const entry = visitor.getByTestId('incomplete-schools').getByRole('listitem').filter({ hasText: name });
  for (const fact of ['Fees', 'Curriculums', 'Ages', 'Languages', 'Boarding', 'Location']) {
    await expect(entry).toContainText(fact);
  }
  await expect(entry.getByRole('link', { name: `Add what is missing: ${name}` })).toHaveAttribute(
    'href',
    editPath,
  );
  // Narrowed to one fact through a plain link.
  await visitor.getByRole('link', { name: 'Location', exact: true }).click();
  await expect(visitor).toHaveURL(/\/schools\/iceland\/missing\?missing=location$/);
  await expect(entry).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  // Server-rendered like the lists: an unknown country is a 404, every country's page a 200.
  expect((await visitor.request.get('/schools/atlantis/missing')).status()).toBe(404);
  const rendered = await visitor.request.get('/schools/iceland/missing?sort=-updatedAt');
  expect(rendered.status()).toBe(200);
  expect(await rendered.text()).toContain(name);
  await visitor.context().close();
});
