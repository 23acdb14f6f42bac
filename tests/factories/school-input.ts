/**
 * What an administrator sends to create a school (the admin API's input): a published school
 * in Porto with IGCSE and the IB Diploma and one yearly tuition fee, unless `overrides` say
 * otherwise. Used by the API tests and the browser journeys alike.
 */
export function schoolInput(overrides: Record<string, unknown> = {}) {
  return {
    countryCode: 'PT',
    city: 'Porto',
    languages: ['en', 'pt'],
    accreditations: ['CIS'],
    boarding: false,
    ageFrom: 3,
    ageTo: 18,
    gradeSystem: 'UK',
    curriculums: ['igcse', 'ib-dp'],
    fees: [
      {
        kind: 'tuition',
        ageFrom: null,
        ageTo: null,
        amount: 12_900,
        currency: 'EUR',
        period: 'year',
        academicYear: '2026-2027',
      },
    ],
    status: 'published',
    source: 'School website, fees page',
    ...overrides,
  };
}
