import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { call, signedInMember } from './support/members';
import { saveSchoolAsAdmin, singaporeSchool } from './support/schools';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('a parent sets where they are with a shortlisted school, with a date, and sees its deadlines', async ({
  page,
  browser,
}) => {
  // A school with a deadline ahead and one passed (the demo's deadlines are all ahead).
  const coming = 'August intake';
  const passed = 'January intake';
  const name = `Tracker Academy ${Date.now().toString(36)}`;
  const { _id: id } = await saveSchoolAsAdmin(page, {
    id: null,
    input: singaporeSchool(name, {
      admissions: {
        intakes: [
          { name: passed, opensOn: null, deadline: day(-20) },
          { name: coming, opensOn: null, deadline: day(40) },
        ],
      },
    }),
  });

  // A parent of their own, whose shortlist no other test touches, with the school on it.
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
  // The coming deadline first, then the passed one, which says so.
  const intakes = card.getByRole('listitem');
  await expect(intakes).toHaveText([
    new RegExp(`^${coming} · deadline \\S`),
    new RegExp(`^${passed} · Passed · the deadline was \\S`),
  ]);
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
