import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Database } from '@/core/server/db/database';
import { completeSchool, loadReference } from '@/modules/openschool/server/demo/complete-school';
import { DEMO_SOURCE } from '@/modules/openschool/server/demo/demo-history';
import { DEMO_MEMBER_DOMAIN, demoMembers } from '@/modules/openschool/server/demo/demo-members';
import { generateDemoSchools } from '@/modules/openschool/server/demo/demo-schools';
import { demoExtras } from '@/modules/openschool/server/demo/school-extras';
import { seedDemoSchools } from '@/modules/openschool/server/demo/seed-demo';
import { readSchoolState } from '@/modules/openschool/server/schools/school-state-repository';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { schoolInputSchema } from '@/modules/openschool/shared/school-input';
import { openTestDatabase } from './support/test-database';

const now = new Date('2026-11-01T12:00:00Z');

describe('demo data: members, ratings, revisions and proposals', () => {
  let database: Database;
  const tables = () => database.db.withTables<OpenSchoolTables & AuthTables>();

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemoSchools(database.db, { count: 1_200, seed: 4, now, batchSize: 500 });
  }, 120_000);
  afterAll(() => database?.close());

  it('creates demo members on .example addresses who can never sign in', async () => {
    const members = await tables()
      .selectFrom('app_user')
      .selectAll()
      .where('email', 'like', `%@${DEMO_MEMBER_DOMAIN}`)
      .execute();
    expect(members.length).toBeGreaterThanOrEqual(50);
    for (const member of members) {
      expect(member.password_hash).toBeNull();
      expect(member.locked_at).not.toBeNull();
      expect(member.first_name).toMatch(/^\p{Lu}/u);
    }
  });

  it('rates published schools with dimensions and comments, mostly approved, some pending', async () => {
    const ratings = await tables().selectFrom('school_rating').selectAll().execute();
    expect(ratings.length).toBeGreaterThan(1_200);
    const share = (status: string) =>
      ratings.filter((rating) => rating.status === status).length / ratings.length;
    expect(share('approved')).toBeGreaterThan(0.85);
    expect(ratings.some((rating) => rating.status === 'pending')).toBe(true);
    const rejected = ratings.filter((rating) => rating.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    for (const rating of rejected) expect(rating.reject_reason).toBeTruthy();
    expect(ratings.filter((rating) => rating.comment.length > 20).length / ratings.length).toBeGreaterThan(
      0.6,
    );
    expect(ratings.filter((rating) => rating.teaching !== null).length / ratings.length).toBeGreaterThan(0.7);
    for (const rating of ratings.slice(0, 500)) {
      expect(rating.overall).toBeGreaterThanOrEqual(1);
      expect(rating.overall).toBeLessThanOrEqual(5);
    }
    // The database kept each school's average of its approved ratings.
    const school = await tables()
      .selectFrom('school')
      .select(['id', 'rating_avg', 'rating_count'])
      .where('rating_count', '>', 2)
      .limit(1)
      .executeTakeFirstOrThrow();
    const approved = ratings.filter(
      (rating) => rating.school_id === school.id && rating.status === 'approved',
    );
    expect(school.rating_count).toBe(approved.length);
    const average = approved.reduce((sum, rating) => sum + rating.overall, 0) / approved.length;
    expect(Number(school.rating_avg)).toBeCloseTo(average, 2);
    const unpublished = await tables()
      .selectFrom('school_rating')
      .innerJoin('school', 'school.id', 'school_rating.school_id')
      .select('school_rating.id')
      .where('school.status', '<>', 'published')
      .execute();
    expect(unpublished).toEqual([]);
  });

  it('keeps a creation revision per school, and an edit for some, matching the school as stored', async () => {
    const [schools, revisions] = await Promise.all([
      tables().selectFrom('school').select(['id', 'version', 'updated_at']).orderBy('id').execute(),
      tables().selectFrom('school_revision').selectAll().orderBy('created_at').execute(),
    ]);
    const imports = revisions.filter((revision) => revision.kind === 'import');
    expect(imports).toHaveLength(schools.length);
    for (const revision of imports) expect(revision.source).toBe(DEMO_SOURCE);
    const edits = revisions.filter((revision) => revision.kind === 'edit');
    expect(edits.length / schools.length).toBeGreaterThan(0.1);
    expect(edits.length / schools.length).toBeLessThan(0.3);
    for (const edit of edits.slice(0, 50)) {
      expect(edit.author_email).toMatch(/@parents\.example$/);
      expect((edit.changes as unknown[]).length).toBeGreaterThan(0);
    }
    // The newest snapshot of a school is what readSchoolState reads, version included.
    const latest = new Map(revisions.map((revision) => [revision.school_id, revision.snapshot]));
    for (const school of schools.filter((_row, index) => index % 25 === 0)) {
      expect(latest.get(school.id)).toEqual(await readSchoolState(database.db, school.id));
    }
    // A school last changed when its history says: the page's "Last updated" is a day it lists.
    const lastChange = new Map(revisions.map((revision) => [revision.school_id, revision.created_at]));
    const stale = schools.filter(
      (school) => school.updated_at.getTime() !== lastChange.get(school.id)?.getTime(),
    );
    expect(stale).toEqual([]);
  });

  it('derives every school’s values as the triggers would, and leaves the triggers on', async () => {
    const { rows } = await sql<{ fees: number; listed: number; ratings: number; counts: number }>`
      select
        (select count(*)::int from school
          where avg_fees_usd_cents is distinct from school_avg_fees_usd_cents(id)) as fees,
        (select count(*)::int from school where listed <> (status = 'published' and trim(name) <> ''
          and trim(city) <> '')) as listed,
        (select count(*)::int from school where rating_count <> (select count(*) from school_rating
          where school_id = school.id and status = 'approved')
          or rating_avg is distinct from (select round(avg(overall), 2) from school_rating
          where school_id = school.id and status = 'approved')) as ratings,
        (select count(*)::int from (select country_code, count(*)::int as n from school where listed
          group by country_code) as actual full join school_country_count as kept using (country_code)
          where actual.n is distinct from kept.count) as counts`.execute(database.db);
    expect(rows[0]).toEqual({ fees: 0, listed: 0, ratings: 0, counts: 0 });
    expect(rows.length).toBe(1);
    const listed = await tables().selectFrom('school').select('id').where('listed', '=', true).execute();
    expect(listed.length).toBeGreaterThan(900);
    const { rows: triggers } = await sql<{ tgname: string; tgenabled: string }>`
      select tgname, tgenabled from pg_trigger
      where tgname in ('school_curriculum_insert', 'school_fee_insert', 'school_rating_insert',
        'school_year_fees_insert')`.execute(database.db);
    expect(triggers).toHaveLength(4);
    for (const trigger of triggers) expect(trigger.tgenabled).toBe('O');
  });

  it('leaves a few pending proposals of valid school input, based on the current version', async () => {
    const proposals = await tables()
      .selectFrom('school_proposal')
      .leftJoin('school', 'school.id', 'school_proposal.school_id')
      .select([
        'school_proposal.proposed',
        'school_proposal.status',
        'school_proposal.base_version',
        'school.version',
      ])
      .execute();
    expect(proposals.length).toBeGreaterThanOrEqual(2);
    for (const proposal of proposals) {
      expect(proposal.status).toBe('pending');
      expect(proposal.base_version).toBe(proposal.version);
      expect(schoolInputSchema.parse(proposal.proposed)).toEqual(proposal.proposed);
    }
  });

  it('gives the same rows for the same seed and time', async () => {
    const reference = await loadReference(database.db);
    const members = demoMembers(11, 60, now).map((member) => ({ id: member.id, email: member.email }));
    expect(demoMembers(11, 60, now)).toEqual(demoMembers(11, 60, now));
    const rows = [...generateDemoSchools({ count: 300, seed: 11, now })];
    const run = () =>
      rows.map((row) =>
        demoExtras(completeSchool(row, reference, '2026-2027', now), {
          members,
          digits: reference.digits,
          now,
        }),
      );
    const first = run();
    expect(run()).toEqual(first);
    expect(first.flatMap((school) => school.ratings).length).toBeGreaterThan(300);
  });
});
