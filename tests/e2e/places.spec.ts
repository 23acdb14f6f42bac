import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { settledDialog } from './support/dialog';
import { gotoHydrated } from './support/hydrated';
import { serveEmptyTiles, wakeMap } from './support/map-tiles';
import { signedInMember } from './support/members';
import { signIn } from './support/sign-in';

const unique = Date.now().toString(36);

// A 6×4 PNG, as a member's photo of a place.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOw6t+OhhjIFQIATN8kAegMdikAAAAASUVORK5CYII=',
  'base64',
);

test('a member adds a place on the map, an editor publishes it, and its card shows on the map', async ({
  page,
  browser,
}) => {
  const name = `Marina Bay Swim Club ${unique}`;
  const member = { email: `place-${unique}@example.com`, password: 'Harbour-Kettle-Lantern-42' };
  await signIn(page);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await serveEmptyTiles(memberPage);
  await signedInMember(page, memberPage, member);

  // From the map of Singapore, the member goes to add a place where the map looks.
  await gotoHydrated(memberPage, '/map@1.2834,103.8607,13z');
  await memberPage.getByRole('link', { name: 'Add a place' }).click();
  await expect(memberPage).toHaveURL(/\/map\/add@1\.2834,103\.8607,13z$/);
  await expect(memberPage.getByText('Zoom in closer to place the pin exactly.')).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Continue with this point' })).toBeDisabled();
  expect(await seriousViolations(memberPage)).toEqual([]);
  // Close enough to be exact: the address follows the map, and the point can be taken.
  for (const zoom of [14, 15, 16]) {
    await memberPage.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect(memberPage).toHaveURL(new RegExp(`/map/add@1\\.2834,103\\.8607,${zoom}z$`));
  }
  await memberPage.getByRole('link', { name: 'Continue with this point' }).click();
  await expect(memberPage).toHaveURL(/\/map\/add\/form\?at=@1\.2834,103\.8607,16z$/);

  // The form: a bad website is refused with a clear message, then the place is sent.
  await expect(memberPage.getByText('Point: 1.2834, 103.8607')).toBeVisible();
  await memberPage.getByRole('textbox', { name: 'Name' }).fill(name);
  await memberPage.getByRole('combobox', { name: 'Category' }).click();
  await memberPage.getByRole('option', { name: 'Sports club' }).click();
  await memberPage.getByRole('textbox', { name: 'Opening hours and notes' }).fill('Saturday 9:00–12:00');
  await memberPage.getByRole('textbox', { name: 'Website' }).fill('swim club');
  await memberPage.getByRole('button', { name: 'Add the place' }).click();
  await expect(
    memberPage.getByText('Enter a valid web address starting with http:// or https://.'),
  ).toBeVisible();
  await memberPage.getByRole('textbox', { name: 'Website' }).fill('https://swim.example.com');
  // A photo, uploaded as the profile picture is (to the local image host here).
  await memberPage
    .locator('input[type=file]')
    .setInputFiles({ name: 'pool.png', mimeType: 'image/png', buffer: PNG });
  await expect(memberPage.getByRole('img', { name: 'Photo 1 of the place' })).toBeVisible();
  expect(await seriousViolations(memberPage)).toEqual([]);
  await memberPage.getByRole('button', { name: 'Add the place' }).click();
  await expect(memberPage.getByText('Thank you! Your place waits for a moderator')).toBeVisible();
  await memberPage.getByRole('link', { name: 'Back to the map' }).click();
  await wakeMap(memberPage);
  await expect(memberPage.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(memberPage.getByRole('button', { name, exact: true })).toHaveCount(0);

  // The editor publishes it from the moderation queue.
  await gotoHydrated(page, '/_admin/places?status=pending');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Waiting for a moderator');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('1 record changed.')).toBeVisible();

  // The member's list says so, and leads to it on the map, where its card tells what it is.
  await gotoHydrated(memberPage, '/map/add@1.2834,103.8607,16z');
  const mine = memberPage.getByRole('region', { name: 'Your places' });
  await expect(mine).toContainText('On the map');
  await mine.getByRole('link', { name }).click();
  // The map page, not the one it left: the place is a marker on the add page's map too.
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText('Map of schools and places');
  await wakeMap(memberPage);
  const marker = memberPage.getByRole('button', { name, exact: true });
  const card = memberPage.locator('.leaflet-popup-content');
  // The map moves to the place and loads its markers again: a marker focused while they are
  // replaced is gone when Enter comes, so the card is asked for again until it opens.
  await expect(async () => {
    await marker.focus();
    await memberPage.keyboard.press('Enter');
    await expect(card).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await expect(card).toContainText('Sports club');
  await expect(card).toContainText('Saturday 9:00–12:00');
  await expect(card.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    'https://swim.example.com',
  );
  await memberContext.close();
});

test('a visitor must sign in to describe a place, and comes back to it', async ({ page }) => {
  await gotoHydrated(page, '/map/add/form?at=@1.2834,103.8607,16z');
  await expect(page.getByRole('heading', { name: 'oups, authentication required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/map/add/form?at=@1.2834,103.8607,16z')}`,
  );
  for (const path of ['/map/add@91,0,3z', '/map/adding']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
