import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { graphql } from '@/core/client/graphql/public-graphql';
import { parseInput } from '@/core/server/validation';
import { saveSchool } from '@/modules/openschool/server/schools/school-write-service';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { type SchoolInput, schoolInputSchema } from '@/modules/openschool/shared/school-input';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const AMOUNT = graphql('fragment SchoolDetailAmount on FeeAmount { amountMinor currency minorDigits usd }');
const FEE = graphql(
  `fragment SchoolDetailFee on SchoolFee {
    kind ageFrom ageTo period academicYear note amount { ...SchoolDetailAmount } yearly { ...SchoolDetailAmount }
  }`,
  [AMOUNT],
);
const SCHOOL = graphql(
  `query school($id: ID!) {
    school(id: $id) {
      _id name city country countrySlug countryName address latitude longitude website email phone
      description languages accreditations boarding foundedYear studentCount avgClassSize
      ageFrom ageTo gradeSystem avgFees feeCurrency { currency unitsPerUsd minorDigits } ratingAvg ratingCount
      listed lastVerifiedAt verifiedSource updatedAt
      curriculums { slug name family schoolCount }
      fees {
        academicYear
        grades { age grade { code name system } tuition { ...SchoolDetailFee } firstYear { ...SchoolDetailAmount } }
        oneOff { ...SchoolDetailFee }
        extras { ...SchoolDetailFee }
      }
      feeHistory { years { academicYear averageTuition { ...SchoolDetailAmount } changePercent } averageIncreasePercent }
      gradeEquivalence { age grades { system name } }
      photos { imageId caption }
      revisions { kind source fields createdAt }
      revisionCount
    }
  }`,
  [AMOUNT, FEE],
);
const REVISION_FIELDS = graphql('{ __type(name: "SchoolRevisionSummary") { fields { name } } }');
const EXCHANGE_RATES = graphql('{ exchangeRates { currency unitsPerUsd minorDigits asOf } }');

const fee = (overrides: Record<string, unknown>) => ({
  kind: 'tuition',
  ageFrom: null,
  ageTo: null,
  period: 'year',
  currency: 'EUR',
  academicYear: '2026-2027',
  ...overrides,
});

/** A school in Lisbon, UK grades for ages 3 to 17, fees in euros: three tuition bands and extras. */
const lisbon = (overrides: Record<string, unknown> = {}): SchoolInput =>
  parseInput(schoolInputSchema, {
    name: 'Lisbon Tagus International School',
    countryCode: 'PT',
    city: 'Lisbon',
    address: '12 Rua do Sol, Lisbon',
    latitude: 38.72,
    longitude: -9.14,
    website: 'https://tagus.example',
    email: 'admissions@tagus.example',
    phone: '+351 21 000 0000',
    description: 'A school by the river.\n\n## Admissions\nAll year round.',
    languages: ['en', 'pt'],
    accreditations: ['CIS', 'COBIS'],
    boarding: false,
    foundedYear: 1987,
    studentCount: 640,
    avgClassSize: 18,
    ageFrom: 3,
    ageTo: 17,
    gradeSystem: 'UK',
    curriculums: ['english-national', 'igcse', 'ib-dp'],
    lastVerifiedAt: '2026-10-01',
    verifiedSource: 'School website',
    fees: [
      fee({ ageFrom: 3, ageTo: 4, amount: 9000 }),
      fee({ ageFrom: 5, ageTo: 10, amount: 4200.5, period: 'term' }),
      fee({ ageFrom: 11, ageTo: 17, amount: 15000 }),
      // An older year's fee is not shown.
      fee({ ageFrom: 11, ageTo: 17, amount: 14000, academicYear: '2025-2026' }),
      fee({ kind: 'registration', amount: 900, period: 'once' }),
      fee({ kind: 'deposit', amount: 2000, period: 'once' }),
      fee({ kind: 'eal', amount: 150, period: 'month', note: 'Only for pupils who need it' }),
    ],
    ...overrides,
  });

describe.each(ENGINES)('school detail on %s', (engine) => {
  let api: TestApp;
  let schoolId: string;
  const author = null;

  beforeAll(async () => {
    api = await startTestApp(engine);
    const db = api.database.db;
    schoolId = await db
      .transaction()
      .execute((trx) =>
        saveSchool(trx, { id: null, input: lisbon(), author, kind: 'create', source: 'Import' }),
      );
    await db.transaction().execute((trx) =>
      saveSchool(trx, {
        id: schoolId,
        input: lisbon({ phone: '+351 21 111 1111', avgClassSize: 17 }),
        author,
        kind: 'edit',
        source: 'Phone call with admissions',
      }),
    );
    await db
      .withTables<OpenSchoolTables>()
      .insertInto('school_photo')
      .values([
        { id: uuidv7(), school_id: schoolId, image_id: 'b'.repeat(32), caption: 'The library', position: 2 },
        { id: uuidv7(), school_id: schoolId, image_id: 'a'.repeat(32), caption: null, position: 1 },
      ])
      .execute();
  });
  afterAll(() => api.close());

  const school = async (id: string) => {
    const response = await api.graphql(SCHOOL, { variables: { id } });
    expect(response.errors).toBeUndefined();
    return response.data!.school;
  };

  it('gives the profile of a published school, its country slug and its photos', async () => {
    const detail = await school(schoolId);
    expect(detail).toMatchObject({
      _id: schoolId,
      name: 'Lisbon Tagus International School',
      city: 'Lisbon',
      country: 'PT',
      countrySlug: 'portugal',
      countryName: 'Portugal',
      address: '12 Rua do Sol, Lisbon',
      latitude: 38.72,
      longitude: -9.14,
      website: 'https://tagus.example',
      email: 'admissions@tagus.example',
      phone: '+351 21 111 1111',
      description: 'A school by the river.\n\n## Admissions\nAll year round.',
      languages: ['en', 'pt'],
      accreditations: ['CIS', 'COBIS'],
      boarding: false,
      foundedYear: 1987,
      studentCount: 640,
      avgClassSize: 17,
      ageFrom: 3,
      ageTo: 17,
      gradeSystem: 'UK',
      ratingAvg: null,
      ratingCount: 0,
      listed: true,
      lastVerifiedAt: '2026-10-01',
      verifiedSource: 'School website',
    });
    expect(detail!.curriculums.map((curriculum) => curriculum.slug).sort()).toEqual([
      'english-national',
      'ib-dp',
      'igcse',
    ]);
    expect(detail!.photos).toEqual([
      { imageId: 'a'.repeat(32), caption: null },
      { imageId: 'b'.repeat(32), caption: 'The library' },
    ]);
    const french = await api.graphql(SCHOOL, {
      variables: { id: schoolId },
      headers: { 'accept-language': 'de' },
    });
    expect(french.data?.school).toMatchObject({ countryName: 'Portugal', countrySlug: 'portugal' });
  });

  it('expands each fee band to the school years of its grade system, with yearly amounts in USD', async () => {
    const { fees } = (await school(schoolId))!;
    expect(fees.academicYear).toBe('2026-2027');
    expect(fees.grades.map((row) => row.age)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(fees.grades.map((row) => row.grade?.name)).toEqual([
      'Nursery',
      'Reception',
      ...Array.from({ length: 13 }, (_, index) => `Year ${index + 1}`),
    ]);
    const byGrade = new Map(fees.grades.map((row) => [row.grade?.code, row]));
    // Yearly: as charged. Term fees: three terms a year.
    expect(byGrade.get('N')?.tuition?.yearly).toEqual({
      amountMinor: 900_000,
      currency: 'EUR',
      minorDigits: 2,
      usd: Math.round(9000 / 0.86),
    });
    expect(byGrade.get('Y3')?.tuition).toMatchObject({
      period: 'term',
      amount: { amountMinor: 420_050, usd: Math.round(4200.5 / 0.86) },
      yearly: { amountMinor: 1_260_150, usd: Math.round(12_601.5 / 0.86) },
    });
    // The latest year only: 15,000 euros, not the older 14,000.
    expect(byGrade.get('Y7')?.tuition?.yearly?.amountMinor).toBe(1_500_000);
    // What the header says it charges in, as the list's cards do.
    expect((await school(schoolId))!.feeCurrency).toEqual({
      currency: 'EUR',
      unitsPerUsd: 0.86,
      minorDigits: 2,
    });
  });

  it('adds the one-off fees (in the usual order) to a year of tuition for the first-year total, and lists the extras apart', async () => {
    const { fees } = (await school(schoolId))!;
    expect(fees.oneOff.map((entry) => [entry.kind, entry.amount.amountMinor, entry.yearly])).toEqual([
      ['registration', 90_000, null],
      ['deposit', 200_000, null],
    ]);
    expect(fees.extras).toEqual([
      expect.objectContaining({
        kind: 'eal',
        period: 'month',
        note: 'Only for pupils who need it',
        amount: { amountMinor: 15_000, currency: 'EUR', minorDigits: 2, usd: Math.round(150 / 0.86) },
        yearly: { amountMinor: 150_000, currency: 'EUR', minorDigits: 2, usd: Math.round(1500 / 0.86) },
      }),
    ]);
    const year7 = fees.grades.find((row) => row.grade?.code === 'Y7')!;
    expect(year7.firstYear).toEqual({
      amountMinor: 1_790_000,
      currency: 'EUR',
      minorDigits: 2,
      usd: Math.round(17_900 / 0.86),
    });
    const year1 = fees.grades.find((row) => row.grade?.code === 'Y1')!;
    expect(year1.firstYear?.amountMinor).toBe(1_260_150 + 290_000);
  });

  it('keeps every academic year in the fee history: its average, and the change on the school years both price', async () => {
    const { feeHistory } = (await school(schoolId))!;
    // 2026-2027: 9,000 for ages 3–4, three terms of 4,200.50 for 5–10, 15,000 for 11–17.
    const latest = Math.round((2 * 9000 + 6 * 12_601.5 + 7 * 15_000) / 15);
    expect(feeHistory.years).toEqual([
      {
        academicYear: '2025-2026',
        averageTuition: {
          amountMinor: 1_400_000,
          currency: 'EUR',
          minorDigits: 2,
          usd: Math.round(14_000 / 0.86),
        },
        changePercent: null,
      },
      {
        academicYear: '2026-2027',
        averageTuition: {
          amountMinor: latest * 100,
          currency: 'EUR',
          minorDigits: 2,
          usd: Math.round(latest / 0.86),
        },
        // Ages 11 to 17, priced both years: 14,000 then 15,000.
        changePercent: 7.1,
      },
    ]);
    expect(feeHistory.averageIncreasePercent).toBe(7.1);
  });

  it('converts currencies without minor units and with three digits', async () => {
    const db = api.database.db;
    const id = await db.transaction().execute((trx) =>
      saveSchool(trx, {
        id: null,
        input: lisbon({
          name: 'Tokyo Bay School',
          countryCode: 'JP',
          city: 'Tokyo',
          gradeSystem: 'US',
          ageFrom: 4,
          ageTo: 5,
          fees: [
            fee({ amount: 2_400_000, currency: 'JPY' }),
            fee({ kind: 'debenture', amount: 1234.567, currency: 'KWD', period: 'once' }),
          ],
        }),
        author,
        kind: 'create',
        source: null,
      }),
    );
    const { fees, countrySlug } = (await school(id))!;
    expect(countrySlug).toBe('japan');
    expect(fees.grades.map((row) => [row.age, row.grade?.name])).toEqual([
      [4, 'Pre-Kindergarten'],
      [5, 'Kindergarten'],
    ]);
    // Tuition for every age applies to each school year.
    expect(fees.grades[0]!.tuition?.yearly).toEqual({
      amountMinor: 2_400_000,
      currency: 'JPY',
      minorDigits: 0,
      usd: Math.round(2_400_000 / 152),
    });
    expect(fees.oneOff[0]!.amount).toEqual({
      amountMinor: 1_234_567,
      currency: 'KWD',
      minorDigits: 3,
      usd: Math.round(1234.567 / 0.306),
    });
    // The debenture in dinars joins the first year in yen, converted through the dollar and rounded.
    expect(fees.grades[0]!.firstYear).toEqual({
      amountMinor: 2_400_000 + Math.round((1234.567 / 0.306) * 152),
      currency: 'JPY',
      minorDigits: 0,
      usd: Math.round((2_400_000 + Math.round((1234.567 / 0.306) * 152)) / 152),
    });
  });

  it('gives the grades of every system for each age the school teaches', async () => {
    const { gradeEquivalence } = (await school(schoolId))!;
    expect(gradeEquivalence.map((row) => row.age)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
    ]);
    const eleven = gradeEquivalence.find((row) => row.age === 11)!;
    expect(Object.fromEntries(eleven.grades.map((grade) => [grade.system, grade.name]))).toEqual({
      UK: 'Year 7',
      US: 'Grade 6',
      FR: '6e',
      IB: 'MYP 1',
      DE: 'Klasse 6',
    });
    // No German school year starts at 3.
    expect(gradeEquivalence[0]!.grades.map((grade) => grade.system).sort()).toEqual(['FR', 'IB', 'UK']);
  });

  it('summarises the latest changes, newest first, without who made them', async () => {
    const detail = (await school(schoolId))!;
    expect(detail.revisionCount).toBe(2);
    expect(detail.revisions.map((revision) => [revision.kind, revision.source])).toEqual([
      ['edit', 'Phone call with admissions'],
      ['create', 'Import'],
    ]);
    expect(detail.revisions[0]!.fields).toEqual(['phone', 'avgClassSize']);
    const type = await api.graphql(REVISION_FIELDS);
    // gql.tada does not type introspection fields: the answer is checked as it is read.
    const fields = z
      .object({ fields: z.array(z.object({ name: z.string() })) })
      .parse(type.data!.__type)
      .fields.map((field) => field.name);
    expect(fields).not.toContain('authorEmail');
    expect(fields.filter((field) => /author|email|user/i.test(field))).toEqual([]);
  });

  it('names what a change touched once each, in reading order, and dates "last updated" by it', async () => {
    const db = api.database.db;
    const riverside = (overrides: Record<string, unknown> = {}) =>
      lisbon({ name: 'Lisbon Riverside School', ...overrides });
    const id = await db
      .transaction()
      .execute((trx) =>
        saveSchool(trx, { id: null, input: riverside(), author, kind: 'create', source: null }),
      );
    await db.transaction().execute((trx) =>
      saveSchool(trx, {
        id,
        input: riverside({
          fees: [fee({ ageFrom: 4, ageTo: 18, amount: 16000 })],
          ageTo: 18,
          ageFrom: 4,
          longitude: -9.15,
          latitude: 38.73,
          city: 'Lisboa',
        }),
        author,
        kind: 'edit',
        source: null,
      }),
    );
    // A row stamped later than its newest change (demo data used to be): the history decides.
    await db
      .withTables<OpenSchoolTables>()
      .updateTable('school')
      .set({ updated_at: new Date('2030-01-01T00:00:00Z') })
      .where('id', '=', id)
      .execute();
    const detail = (await school(id))!;
    const [edit, creation] = detail.revisions;
    expect(edit!.fields).toEqual(['city', 'location', 'ages', 'fees']);
    expect(creation!.fields).toEqual([
      'name',
      'countryCode',
      'city',
      'address',
      'location',
      'website',
      'email',
      'phone',
      'curriculums',
      'languages',
      'ages',
      'gradeSystem',
      'accreditations',
      'boarding',
      'description',
      'foundedYear',
      'studentCount',
      'avgClassSize',
      'teacherCount',
      'fees',
      'admissions',
      'schoolLife',
      'lastVerifiedAt',
      'verifiedSource',
      'status',
    ]);
    expect(detail.updatedAt).toBe(edit!.createdAt);
    // A school without history (written by a script): its row's date.
    const bare = await buildSchool(db, { country_code: 'PT' });
    expect((await school(bare.id))!.updatedAt).toBe(bare.updated_at.toISOString());
  });

  it('hides drafts, archived schools, unknown and malformed ids; shows published schools whatever they lack', async () => {
    const db = api.database.db;
    const draft = await buildSchool(db, { status: 'draft', country_code: 'PT' });
    const archived = await buildSchool(db, { status: 'archived', country_code: 'PT' });
    const bare = await buildSchool(db, { country_code: 'PT', avg_fees_usd_cents: null }, { curriculums: [] });
    expect(await school(draft.id)).toBeNull();
    expect(await school(archived.id)).toBeNull();
    expect(await school(uuidv7())).toBeNull();
    expect(await school('not-an-id')).toBeNull();
    expect(await school("1' or '1'='1")).toBeNull();
    expect(await school(bare.id)).toMatchObject({ listed: true, countrySlug: 'portugal', avgFees: null });
  });

  it('gives the exchange rates with their date', async () => {
    const { data } = await api.graphql(EXCHANGE_RATES);
    const rates = new Map(data!.exchangeRates.map((rate) => [rate.currency, rate]));
    expect(rates.get('EUR')).toEqual({
      currency: 'EUR',
      unitsPerUsd: 0.86,
      minorDigits: 2,
      asOf: '2026-11-01',
    });
    expect(rates.get('JPY')).toMatchObject({ minorDigits: 0 });
    expect(rates.get('KWD')).toMatchObject({ minorDigits: 3 });
    expect(data!.exchangeRates.map((rate) => rate.currency)).toEqual(
      [...data!.exchangeRates.map((rate) => rate.currency)].sort(),
    );
  });
});

const CURRICULUM = graphql(`query curriculum($slug: String!) {
  curriculum(slug: $slug) {
    curriculum { _id slug name shortName family description schoolCount }
    countries { _id name slug count schools { _id name city countrySlug avgFees } }
  }
}`);
const CURRICULUMS = graphql('{ curriculums { slug name family schoolCount } }');
const COUNTS = graphql('{ schoolsCountByCountry { items { _id name slug count } } }');

describe.each(ENGINES)('curriculums and countries on %s', (engine) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(engine);
    const db = api.database.db;
    // French curriculum: 7 listed in France, 2 in Portugal, 2 in Germany (one without fees yet: listed
    // all the same); a draft does not count.
    for (let i = 0; i < 7; i++) {
      await buildSchool(
        db,
        { name: `Lycée ${String(i).padStart(2, '0')}`, country_code: 'FR' },
        { curriculums: ['french'] },
      );
    }
    for (const name of ['Liceu B', 'Liceu A']) {
      await buildSchool(db, { name, country_code: 'PT' }, { curriculums: ['french', 'ib-dp'] });
    }
    await buildSchool(db, { name: 'Lycée Berlin', country_code: 'DE' }, { curriculums: ['french'] });
    await buildSchool(
      db,
      { name: 'Lycée draft', country_code: 'DE', status: 'draft' },
      { curriculums: ['french'] },
    );
    await buildSchool(
      db,
      { name: 'Lycée sans frais', country_code: 'DE', avg_fees_usd_cents: null },
      { curriculums: ['french'] },
    );
    await buildSchool(db, { name: 'IB only', country_code: 'ES' }, { curriculums: ['ib-dp'] });
  });
  afterAll(() => api.close());

  it('lists every curriculum by family with how many listed schools teach it', async () => {
    const { data, errors } = await api.graphql(CURRICULUMS);
    expect(errors).toBeUndefined();
    const counts = Object.fromEntries(
      data!.curriculums.map((curriculum) => [curriculum.slug, curriculum.schoolCount]),
    );
    expect(counts).toMatchObject({ french: 11, 'ib-dp': 3, igcse: 0 });
    expect(data!.curriculums.length).toBeGreaterThanOrEqual(26);
    const families = data!.curriculums.map((curriculum) => curriculum.family);
    expect(families).toEqual([...families].sort());
  });

  it('groups the schools teaching a curriculum by country, by name, a few per country', async () => {
    const { data, errors } = await api.graphql(CURRICULUM, { variables: { slug: 'french' } });
    expect(errors).toBeUndefined();
    expect(data!.curriculum!.curriculum).toMatchObject({ slug: 'french', family: 'French', schoolCount: 11 });
    const countries = data!.curriculum!.countries;
    expect(countries.map((country) => [country._id, country.name, country.slug, country.count])).toEqual([
      ['FR', 'France', 'france', 7],
      ['DE', 'Germany', 'germany', 2],
      ['PT', 'Portugal', 'portugal', 2],
    ]);
    expect(countries[0]!.schools.map((school) => school.name)).toEqual([
      'Lycée 00',
      'Lycée 01',
      'Lycée 02',
      'Lycée 03',
      'Lycée 04',
    ]);
    expect(countries[2]!.schools).toEqual([
      expect.objectContaining({ name: 'Liceu A', city: 'Lyon', countrySlug: 'portugal', avgFees: 15_000 }),
      expect.objectContaining({ name: 'Liceu B' }),
    ]);
  });

  it('names the countries in the language of the request, sorted for it', async () => {
    const { data } = await api.graphql(CURRICULUM, {
      variables: { slug: 'french' },
      headers: { 'accept-language': 'fr' },
    });
    expect(data!.curriculum!.countries.map((country) => country.name)).toEqual([
      'Allemagne',
      'France',
      'Portugal',
    ]);
  });

  it('finds a curriculum by id too, and answers null for an unknown one', async () => {
    const bySlug = await api.graphql(CURRICULUM, { variables: { slug: 'ib-dp' } });
    const id = bySlug.data!.curriculum!.curriculum._id;
    const byId = await api.graphql(CURRICULUM, { variables: { slug: id } });
    expect(byId.data!.curriculum!.curriculum.slug).toBe('ib-dp');
    expect(byId.data!.curriculum!.countries.map((country) => country._id)).toEqual(['PT', 'ES']);
    for (const slug of ['hogwarts', '', 'x'.repeat(500), "ib' or 1=1"]) {
      const unknown = await api.graphql(CURRICULUM, { variables: { slug } });
      expect(unknown.errors).toBeUndefined();
      expect(unknown.data!.curriculum).toBeNull();
    }
  });

  it('counts only listed schools per country, as the countries page shows them', async () => {
    const { data } = await api.graphql(COUNTS);
    expect(
      Object.fromEntries(data!.schoolsCountByCountry.items.map((item) => [item._id, item.count])),
    ).toEqual({
      DE: 2,
      ES: 1,
      FR: 7,
      PT: 2,
    });
  });
});
