import type { Db } from '@/core/server/db/database';
import { parseInput } from '@/core/server/validation';
import { saveSchool } from '@/modules/openschool/server/schools/school-write-service';
import { type SchoolInput, schoolInputSchema } from '@/modules/openschool/shared/school-input';

/** A fee as the school form sends it: a yearly tuition in Singapore dollars for 2026-2027 unless told. */
export const feeInput = (overrides: Record<string, unknown>) => ({
  kind: 'tuition',
  ageFrom: null,
  ageTo: null,
  period: 'year',
  currency: 'SGD',
  academicYear: '2026-2027',
  ...overrides,
});

/** A British school in Singapore for ages 3 to 17, as the school form sends it, with these changes. */
export const singaporeSchoolInput = (overrides: Partial<Record<keyof SchoolInput, unknown>>): SchoolInput =>
  parseInput(schoolInputSchema, {
    countryCode: 'SG',
    city: 'Singapore',
    description: 'A school of the test data, in Singapore.',
    languages: ['en'],
    accreditations: [],
    boarding: false,
    curriculums: ['english-national'],
    gradeSystem: 'UK',
    ageFrom: 3,
    ageTo: 17,
    fees: [],
    ...overrides,
  });

/** Saves a new school as the school form does (no author); answers its id. */
export const saveNewSchool = (db: Db, input: SchoolInput) =>
  db
    .transaction()
    .execute((trx) => saveSchool(trx, { id: null, input, author: null, kind: 'create', source: null }));
