import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';
import { signIn } from './support/sign-in';

test('an editor records a school year’s places and learning support; a parent finds the school by them and reads its admissions', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A school no other test edits: the seventh by name, teaching 11-year-olds.
  const { schools } = await publicQuery<{
    schools: { items: { _id: string; name: string; countrySlug: string }[] };
  }>(
    page.request,
    '{ schools(limit: 1, page: 7, sort: "name", filter: { age: 11 }) { items { _id name countrySlug } } }',
  );
  const school = schools.items[0]!;
  const path = `/schools/${school.countrySlug}/${school._id}`;

  await signIn(page);
  await gotoHydrated(page, `${path}/edit`);
  const section = page.getByRole('region', { name: 'Admissions' });
  // Whatever the school had, one school year: 11, with places, confirmed today (the default date).
  const years = section.getByRole('group', { name: /^School year \d+$/ });
  while ((await years.count()) > 0)
    await section
      .getByRole('button', { name: /^Remove school year/ })
      .first()
      .click();
  await section.getByRole('button', { name: 'Add a school year' }).click();
  const year = section.getByRole('group', { name: 'School year 1' });
  // An emptied number is the form's own message on its field, never a GraphQL input error.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(year.getByText('Enter an age from 2 to 19.')).toBeVisible();
  await year.getByRole('textbox', { name: 'Age at the start of the school year' }).fill('11');
  // An optional number emptied is sent as no value: the typed input takes it.
  await page.getByRole('textbox', { name: 'Number of pupils' }).fill('');
  await expect(year.getByRole('combobox', { name: 'Places' })).toHaveValue('Places available');
  // Learning support is part of the school's life, in its own section of the form. Choosing the
  // value a select already has would clear it: the demo school may have it.
  const support = page
    .getByRole('region', { name: 'School life' })
    .getByRole('combobox', { name: 'Learning support (SEN)' });
  if ((await support.inputValue()) !== 'Specialist team') {
    await support.click();
    await page.getByRole('option', { name: 'Specialist team', exact: true }).click();
  }
  await expect(support).toHaveValue('Specialist team');
  await page
    .getByRole('textbox', { name: 'Where does this information come from?' })
    .fill('Admissions office, by phone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // A parent: the list for an 11-year-old, with places and learning support, has the school.
  const context = await browser.newContext();
  const parent = await context.newPage();
  await gotoHydrated(parent, `/schools?q=${encodeURIComponent(school.name)}`);
  const filters = parent.getByRole('form', { name: 'Filters' });
  const places = filters.getByRole('checkbox', { name: 'Has places for this school year' });
  await expect(places).toBeDisabled();
  await filters.getByRole('combobox', { name: "Child's age" }).selectOption('11');
  await expect(places).toBeEnabled();
  await places.check();
  await filters.getByRole('checkbox', { name: 'Offers learning support (SEN)' }).check();
  await expect(parent).toHaveURL(/places=true/);
  await expect(parent).toHaveURL(/learningSupport=true/);
  await expect(parent.getByTestId('school-list').getByRole('link', { name: school.name })).toBeVisible();

  // Its admissions tab: the school year by its own name, with places, confirmed today.
  await parent.getByRole('link', { name: school.name }).first().click();
  await parent
    .getByRole('navigation', { name: 'School sections' })
    .getByRole('link', { name: 'Admissions' })
    .click();
  await expect(parent).toHaveURL(new RegExp(`${school._id}/admissions$`));
  const table = parent.getByTestId('admission-places');
  await expect(table.getByRole('row', { name: /age 11/ })).toContainText('Places available');
  await expect(table.getByRole('row', { name: /age 11/ })).not.toContainText('may be out of date');
  await expect(parent.getByTestId('admission-facts')).toContainText('Specialist team');
  expect(await seriousViolations(parent)).toEqual([]);
  await context.close();
});
