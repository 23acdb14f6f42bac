import { expect, test } from '@playwright/test';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';
import { call, signedInMember } from './support/members';
import { signIn } from './support/sign-in';

interface Listed {
  schools: { items: { _id: string; name: string }[] };
}

test('two parents share a shortlist: one adds a school and a status, the other sees it; the owner withdraws an invitation and hands the list over', async ({
  page,
  browser,
}) => {
  const { schools } = await publicQuery<Listed>(
    page.request,
    '{ schools(limit: 1, page: 3, sort: "name") { items { _id name } } }',
  );
  const { _id: id, name } = schools.items[0]!;

  // Two parents of their own, whose shortlists no other test touches.
  await signIn(page);
  const stamp = Date.now();
  const alexContext = await browser.newContext();
  const alex = await alexContext.newPage();
  await signedInMember(page, alex, { email: `alex-${stamp}@example.com`, password: 'Family-pass-2026' });
  const samEmail = `sam-${stamp}@example.com`;
  const samContext = await browser.newContext();
  const sam = await samContext.newPage();
  await signedInMember(page, sam, { email: samEmail, password: 'Family-pass-2026' });

  // Alex invites Sam from the applications page.
  await gotoHydrated(alex, '/applications');
  const family = alex.getByRole('region', { name: 'Shared with your family' });
  await family.getByLabel('Their email').fill(samEmail);
  await family.getByRole('button', { name: 'Invite' }).click();
  await expect(family.getByRole('status')).toHaveText(`Invitation sent to ${samEmail}.`);

  // Sam follows the mailed link and joins in one click.
  const outbox = await call<{ adminMailOutboxes: { items: { text: string }[] } }>(
    page.request,
    'admin',
    'query ($list: AdminListInput) { adminMailOutboxes(list: $list) { items { text } } }',
    { list: { q: samEmail } },
  );
  const link = outbox.adminMailOutboxes.items
    .map((mail) => /\/shortlist\/join\/[\w-]+/.exec(mail.text)?.[0])
    .find(Boolean);
  expect(link, 'the invitation mail').toBeTruthy();
  await gotoHydrated(sam, link!);
  await sam.getByRole('button', { name: 'Join the shortlist' }).click();
  await expect(sam).toHaveURL(/\/applications$/);

  // Sam adds a school and sets its status; Alex sees both, and that Sam did it.
  await call(sam.request, 'public', 'mutation ($id: ID!) { addToShortlist(schoolId: $id) { success } }', {
    id,
  });
  await gotoHydrated(sam, '/applications');
  const samCard = sam.getByRole('article', { name });
  await samCard.getByRole('combobox', { name: `Status of ${name}` }).selectOption('Applied');
  await samCard.getByRole('button', { name: 'Save' }).click();
  await expect(samCard.getByRole('status')).toHaveText('Saved.');

  await gotoHydrated(alex, '/applications');
  const alexCard = alex.getByRole('article', { name });
  await expect(alexCard.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue('applied');
  await expect(alexCard).toContainText(/Changed by sam-/);

  // Alex withdraws an invitation sent by mistake, then hands the list over to Sam and may leave it.
  const stray = `stray-${stamp}@example.com`;
  await family.getByLabel('Their email').fill(stray);
  await family.getByRole('button', { name: 'Invite' }).click();
  await expect(family).toContainText(`Invitation waiting: ${stray}`);
  await family.getByRole('button', { name: `Withdraw the invitation to ${stray}` }).click();
  await expect(family.getByRole('status')).toHaveText(`The invitation to ${stray} was withdrawn.`);
  await expect(family).not.toContainText(`Invitation waiting: ${stray}`);
  await family.getByRole('button', { name: /^Make sam-.+ the owner$/ }).click();
  await expect(family.getByRole('status')).toHaveText(
    /^sam-.+ owns the shortlist now; you still share it\.$/,
  );
  await expect(family.getByRole('button', { name: 'Leave this shared shortlist' })).toBeVisible();
  await expect(family.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await alexContext.close();
  await samContext.close();
});
