import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';
import { call, signedInMember } from './support/members';
import { signIn } from './support/sign-in';

interface Listed {
  schools: { items: { _id: string; name: string }[] };
}
interface Admissions {
  school: { admissions: { intakes: { name: string; deadline: string | null }[] } };
}

test('a parent sets where they are with a shortlisted school, with a date, and sees its deadline', async ({
  page,
  browser,
}) => {
  // A demo school that gives an intake with a deadline.
  const { schools } = await publicQuery<Listed>(
    page.request,
    '{ schools(limit: 20, page: 2, sort: "name") { items { _id name } } }',
  );
  let school: { _id: string; name: string; intake: string } | undefined;
  for (const candidate of schools.items) {
    const { school: found } = await publicQuery<Admissions>(
      page.request,
      `{ school(id: "${candidate._id}") { admissions { intakes { name deadline } } } }`,
    );
    const intake = found.admissions.intakes.find((entry) => entry.deadline);
    if (intake) {
      school = { ...candidate, intake: intake.name };
      break;
    }
  }
  expect(school, 'a demo school with a deadline').toBeDefined();
  const { _id: id, name, intake } = school!;

  // A parent of their own, whose shortlist no other test touches, with the school on it.
  await signIn(page);
  const context = await browser.newContext();
  const parent = await context.newPage();
  await signedInMember(page, parent, {
    email: `tracker-${Date.now()}@example.com`,
    password: 'Tracker-pass-2026',
  });
  await call(parent.request, 'public', 'mutation ($id: ID!) { addToShortlist(schoolId: $id) { success } }', {
    id,
  });

  await gotoHydrated(parent, '/applications');
  const card = parent.getByRole('article', { name });
  await expect(card.getByRole('listitem').filter({ hasText: intake })).toContainText(/deadline \S/);
  await card.getByRole('combobox', { name: `Status of ${name}` }).selectOption('Visit booked');
  await card.getByLabel(`Date of this step for ${name}`).fill('2030-05-04');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved.');

  // What the server kept is what the page shows next time.
  await gotoHydrated(parent, '/applications');
  await expect(card.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue('visit-booked');
  await expect(card.getByLabel(`Date of this step for ${name}`)).toHaveValue('2030-05-04');
  expect(await seriousViolations(parent)).toEqual([]);
  await context.close();
});
