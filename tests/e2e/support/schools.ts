import { expect, type Page } from '@playwright/test';
import { schoolInput } from '../../factories/school-input';
import { call } from './members';
import { signIn } from './sign-in';

/** A published school in Singapore (a city-state: city and country bear one name), unique by name. */
export function singaporeSchool(name: string, overrides: Record<string, unknown> = {}) {
  return schoolInput({
    name,
    countryCode: 'SG',
    city: 'Singapore',
    latitude: 1.3521,
    longitude: 103.8198,
    website: 'https://marina-bay.example/',
    email: 'admissions@marina-bay.example',
    languages: ['en', 'zh'],
    fees: [
      {
        kind: 'tuition',
        ageFrom: null,
        ageTo: null,
        amount: 32_000,
        currency: 'USD',
        period: 'year',
        academicYear: '2026-2027',
      },
    ],
    source: 'School website',
    ...overrides,
  });
}

/**
 * Writes a school as an administrator does, through the admin API, with `page` signed in as
 * the administrator: created when `id` is null, otherwise changed from `version`.
 */
export async function saveSchoolAsAdmin(
  page: Page,
  change: { id: string | null; version?: number; input: Record<string, unknown> },
): Promise<{ _id: string; version: number; publicPath: string }> {
  await signIn(page);
  const fields = 'success code fieldErrors { field code } item { _id version publicPath }';
  const data = await call<
    Record<string, { success: boolean; item: { _id: string; version: number; publicPath: string } }>
  >(
    page.request,
    'admin',
    change.id
      ? `mutation ($id: ID!, $version: Int!, $input: JSON!) { saved: adminUpdateSchool(id: $id, version: $version, input: $input) { ${fields} } }`
      : `mutation ($input: JSON!) { saved: adminCreateSchool(input: $input) { ${fields} } }`,
    change.id ? { id: change.id, version: change.version, input: change.input } : { input: change.input },
  );
  expect(data.saved?.success, JSON.stringify(data.saved)).toBe(true);
  return data.saved!.item;
}
