import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { parseInput } from '@/core/server/validation';
import { readSchoolState } from '@/modules/openschool/server/schools/school-state-repository';
import { saveSchool, schoolInputProblems } from '@/modules/openschool/server/schools/school-write-service';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { type SchoolInput, schoolInputSchema } from '@/modules/openschool/shared/school-input';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const author = { id: '01900000-0000-7000-8000-0000000000aa', email: 'editor@example.com' };

const input = (overrides: Record<string, unknown> = {}): SchoolInput =>
  parseInput(schoolInputSchema, {
    name: 'Lisbon Riverside International School',
    countryCode: 'pt',
    city: 'Lisbon',
    website: 'https://riverside.example',
    languages: ['en', 'pt'],
    accreditations: ['CIS'],
    ageFrom: 3,
    ageTo: 17,
    gradeSystem: 'UK',
    curriculums: ['english-national', 'igcse'],
    fees: [
      {
        kind: 'tuition',
        ageFrom: 3,
        ageTo: 10,
        amount: 4200.5,
        currency: 'EUR',
        period: 'term',
        academicYear: '2026-2027',
      },
      {
        kind: 'registration',
        ageFrom: null,
        ageTo: null,
        amount: 900,
        currency: 'EUR',
        period: 'once',
        academicYear: '2026-2027',
      },
    ],
    ...overrides,
  });

describe.each(ENGINES)('saving a school on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
    await api.database.db
      .withTables<AuthTables>()
      .insertInto('app_user')
      .values({ id: author.id, email: author.email, activated_at: new Date() })
      .execute();
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const revisions = (schoolId: string) =>
    db()
      .withTables<OpenSchoolTables>()
      .selectFrom('school_revision')
      .selectAll()
      .where('school_id', '=', schoolId)
      .orderBy('created_at')
      .execute();

  it('creates a school with its curriculums and fees, listed, with a first revision', async () => {
    const id = await db()
      .transaction()
      .execute((trx) =>
        saveSchool(trx, { id: null, input: input(), author, kind: 'create', source: 'School website' }),
      );
    const state = await readSchoolState(db(), id);
    expect(state).toMatchObject({
      name: 'Lisbon Riverside International School',
      countryCode: 'PT',
      curriculums: ['english-national', 'igcse'],
      status: 'published',
      version: 1,
    });
    expect(state?.fees.map((fee) => fee.amount).sort((a, b) => a - b)).toEqual([900, 4200.5]);
    const row = await db()
      .withTables<OpenSchoolTables>()
      .selectFrom('school')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.listed).toBe(true);
    expect(row.avg_fees_usd_cents).toBe(Math.round(((4200.5 * 3) / 0.86) * 100));
    const [first] = await revisions(id);
    expect(first).toMatchObject({
      kind: 'create',
      author_email: 'editor@example.com',
      source: 'School website',
    });
    expect((first!.snapshot as { name: string }).name).toBe('Lisbon Riverside International School');
  });

  it('changes a school: version up, a revision with the fields that changed', async () => {
    const id = await db()
      .transaction()
      .execute((trx) => saveSchool(trx, { id: null, input: input(), author, kind: 'create', source: null }));
    await db()
      .transaction()
      .execute((trx) =>
        saveSchool(trx, {
          id,
          input: input({ city: 'Cascais', curriculums: ['ib-dp'] }),
          author,
          kind: 'edit',
          source: 'Phone call',
        }),
      );
    expect(await readSchoolState(db(), id)).toMatchObject({
      city: 'Cascais',
      curriculums: ['ib-dp'],
      version: 2,
    });
    const [, edit] = await revisions(id);
    expect((edit!.changes as { field: string }[]).map((change) => change.field)).toEqual([
      'city',
      'curriculums',
    ]);
  });

  it('refuses what the data does not know: curriculum, currency, decimals the currency lacks', async () => {
    const problems = await schoolInputProblems(
      db(),
      input({
        curriculums: ['ib-dp', 'hogwarts'],
        fees: [
          {
            kind: 'tuition',
            ageFrom: null,
            ageTo: null,
            amount: 1,
            currency: 'XYZ',
            period: 'year',
            academicYear: '2026-2027',
          },
          {
            kind: 'tuition',
            ageFrom: null,
            ageTo: null,
            amount: 1000.5,
            currency: 'JPY',
            period: 'year',
            academicYear: '2026-2027',
          },
        ],
      }),
    );
    expect(problems).toEqual([
      { field: 'curriculums.1', code: 'curriculum.unknown' },
      { field: 'fees.0.currency', code: 'currency.unknown' },
      { field: 'fees.1.amount', code: 'amount.invalid' },
    ]);
  });

  it('refuses inconsistent input field by field', () => {
    const parsed = schoolInputSchema.safeParse({
      name: 'X',
      countryCode: 'Portugal',
      city: '',
      website: 'ftp://riverside.example',
      ageFrom: 12,
      ageTo: 5,
      latitude: 38.7,
      fees: [
        {
          kind: 'tuition',
          ageFrom: 3,
          amount: -1,
          currency: 'EUR',
          period: 'once',
          academicYear: '2026-2028',
        },
      ],
    });
    expect(parsed.success).toBe(false);
    const codes = Object.fromEntries(
      parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(codes).toMatchObject({
      name: 'name.too.short',
      countryCode: 'country.invalid',
      city: 'field.required',
      website: 'url.invalid',
      'fees.0.amount': 'amount.invalid',
      'fees.0.academicYear': 'academicYear.invalid',
    });
  });
});
