import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const COUNT_IN = graphql(
  `query ($country: String) { schools(filter: { country: $country }) { pageInfo { count } } }`,
);

describe.each(ENGINES)('the directory’s derived values on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  const tables = () => api.database.db.withTables<OpenSchoolTables>();
  const school = (id: string) =>
    tables().selectFrom('school').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const fee = (
    schoolId: string,
    values: Partial<{
      amount: number;
      currency: string;
      period: string;
      ages: [number, number] | null;
      year: string;
      kind: string;
    }>,
  ) =>
    tables()
      .insertInto('school_fee')
      .values({
        id: uuidv7(),
        school_id: schoolId,
        kind: values.kind ?? 'tuition',
        age_from: values.ages?.[0] ?? null,
        age_to: values.ages?.[1] ?? null,
        amount_minor: values.amount ?? 0,
        currency: values.currency ?? 'USD',
        period: values.period ?? 'year',
        academic_year: values.year ?? '2026-2027',
        note: null,
      })
      .execute();
  const listedIn = async (country: string) =>
    (await api.graphql(COUNT_IN, { variables: { country } })).data!.schools.pageInfo.count;

  it('derives the average yearly tuition in US cents from the latest year’s fees, weighted by school years', async () => {
    const { id } = await buildSchool(api.database.db, { avg_fees_usd_cents: null });
    // Ages 3–10 at 1,200 EUR a term, ages 11–17 at 18,000 EUR a year; one-off fees do not count.
    await fee(id, { amount: 120_000, currency: 'EUR', period: 'term', ages: [3, 10] });
    await fee(id, { amount: 1_800_000, currency: 'EUR', period: 'year', ages: [11, 17] });
    await fee(id, { amount: 500_000, currency: 'EUR', period: 'once', kind: 'registration' });
    await fee(id, { amount: 9_900_000, currency: 'EUR', ages: [3, 17], year: '2025-2026' });
    const yearlyEur = (3600 * 8 + 18000 * 7) / 15;
    expect((await school(id)).avg_fees_usd_cents).toBe(Math.round((yearlyEur / 0.86) * 100));

    // A new rate changes every school paying in that currency.
    await tables()
      .updateTable('exchange_rate')
      .set({ units_per_usd: 0.9 })
      .where('currency', '=', 'EUR')
      .execute();
    expect((await school(id)).avg_fees_usd_cents).toBe(Math.round((yearlyEur / 0.9) * 100));
    await tables()
      .updateTable('exchange_rate')
      .set({ units_per_usd: 0.86 })
      .where('currency', '=', 'EUR')
      .execute();

    // Amounts in currencies without decimals are in whole units.
    const { id: tokyo } = await buildSchool(api.database.db, {
      avg_fees_usd_cents: null,
      country_code: 'JP',
    });
    await fee(tokyo, { amount: 2_280_000, currency: 'JPY' });
    expect((await school(tokyo)).avg_fees_usd_cents).toBe(1_500_000);
  });

  it('lists a school published with a name, a country and a city, whatever else it lacks; the counts follow', async () => {
    const keptCountsAreRight = async () => {
      const { rows } = await sql<{ wrong: number }>`
        select count(*)::int as wrong from (select country_code, count(*)::int as n from school where listed
          group by country_code) as actual full join school_country_count as kept using (country_code)
        where actual.n is distinct from kept.count`.execute(api.database.db);
      expect(rows[0]!.wrong).toBe(0);
    };
    const before = await listedIn('PT');
    // As an import writes it: no curriculum, no fee, no ages, nothing else.
    const bare = await buildSchool(
      api.database.db,
      { country_code: 'PT', city: 'Braga', avg_fees_usd_cents: null },
      { curriculums: [] },
    );
    expect(bare).toMatchObject({
      listed: true,
      avg_fees_usd_cents: null,
      curriculum_ids: [],
      boarding: null,
    });
    expect(await listedIn('PT')).toBe(before + 1);
    await keptCountsAreRight();

    await tables().updateTable('school').set({ status: 'draft' }).where('id', '=', bare.id).execute();
    expect(await listedIn('PT')).toBe(before);
    await tables().updateTable('school').set({ status: 'published' }).where('id', '=', bare.id).execute();
    expect(await listedIn('PT')).toBe(before + 1);
    // Only a school written around the app (psql, a file) can lose its city or name.
    await tables().updateTable('school').set({ city: ' ' }).where('id', '=', bare.id).execute();
    expect((await school(bare.id)).listed).toBe(false);
    await tables().updateTable('school').set({ city: 'Braga', name: '' }).where('id', '=', bare.id).execute();
    expect((await school(bare.id)).listed).toBe(false);
    expect(await listedIn('PT')).toBe(before);
    await tables()
      .updateTable('school')
      .set({ name: 'Colégio de Braga' })
      .where('id', '=', bare.id)
      .execute();
    // Fees added and taken away again leave it listed.
    await fee(bare.id, { amount: 900_000 });
    await tables().deleteFrom('school_fee').where('school_id', '=', bare.id).execute();
    expect(await school(bare.id)).toMatchObject({ listed: true, avg_fees_usd_cents: null });
    expect(await listedIn('PT')).toBe(before + 1);
    await keptCountsAreRight();
  });

  it('keeps each school’s curriculums on its row: the list’s curriculum filter follows links added and removed', async () => {
    const CURRICULUM_IN = graphql(
      `query ($curriculums: [String!]) { schools(filter: { country: "NO", curriculums: $curriculums }) { items { _id } } }`,
    );
    const teaching = async (slug: string) =>
      (
        await api.graphql(CURRICULUM_IN, {
          variables: { curriculums: [slug] },
        })
      ).data!.schools.items.map((item) => item._id);
    const { id } = await buildSchool(
      api.database.db,
      { country_code: 'NO' },
      { curriculums: ['ib-dp', 'ib-myp'] },
    );
    expect(await teaching('ib-myp')).toEqual([id]);
    const myp = await tables()
      .selectFrom('curriculum')
      .select('id')
      .where('slug', '=', 'ib-myp')
      .executeTakeFirstOrThrow();
    await tables()
      .deleteFrom('school_curriculum')
      .where('school_id', '=', id)
      .where('curriculum_id', '=', myp.id)
      .execute();
    expect(await teaching('ib-myp')).toEqual([]);
    expect(await teaching('ib-dp')).toEqual([id]);
    // Without a curriculum left, the school stays listed, out of every curriculum's list.
    await tables().deleteFrom('school_curriculum').where('school_id', '=', id).execute();
    expect(await school(id)).toMatchObject({ listed: true, curriculum_ids: [] });
    expect(await teaching('ib-dp')).toEqual([]);
  });

  it('counts the schools of each word of names and cities as schools are added, renamed and removed', async () => {
    const schoolsWith = async (word: string) =>
      (
        await sql<{ schools: number }>`select schools from school_search_word where word = ${word}`.execute(
          api.database.db,
        )
      ).rows[0]?.schools;
    const first = await buildSchool(api.database.db, { name: 'Quillfeather Academy', city: 'Ørsta' });
    await buildSchool(api.database.db, { name: 'Quillfeather School', city: 'Orsta' });
    expect(await schoolsWith('quillfeather')).toBe(2);
    expect(await schoolsWith('orsta')).toBe(2);
    await tables()
      .updateTable('school')
      .set({ name: 'Wrenbrook Academy' })
      .where('id', '=', first.id)
      .execute();
    expect(await schoolsWith('quillfeather')).toBe(1);
    expect(await schoolsWith('wrenbrook')).toBe(1);
    // Other updates leave the counts alone.
    await tables()
      .updateTable('school')
      .set({ website: 'https://example.org' })
      .where('id', '=', first.id)
      .execute();
    expect(await schoolsWith('wrenbrook')).toBe(1);
    await tables().deleteFrom('school').where('id', '=', first.id).execute();
    expect(await schoolsWith('wrenbrook')).toBe(0);
    expect(await schoolsWith('orsta')).toBe(1);
  });

  it('keeps each school’s rating from its approved ratings only', async () => {
    const { id } = await buildSchool(api.database.db);
    const rate = (overall: number, status: string) =>
      tables()
        .insertInto('school_rating')
        .values({ id: uuidv7(), school_id: id, user_id: null, overall, status })
        .returning('id')
        .executeTakeFirstOrThrow();
    await rate(5, 'approved');
    await rate(4, 'approved');
    const pending = await rate(1, 'pending');
    expect(await school(id)).toMatchObject({ rating_count: 2 });
    expect(Number((await school(id)).rating_avg)).toBe(4.5);
    await tables()
      .updateTable('school_rating')
      .set({ status: 'approved' })
      .where('id', '=', pending.id)
      .execute();
    expect(Number((await school(id)).rating_avg)).toBe(3.33);
    await sql`delete from school_rating where school_id = ${id}`.execute(api.database.db);
    expect(await school(id)).toMatchObject({ rating_count: 0, rating_avg: null });
  });
});
