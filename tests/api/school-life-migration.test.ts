import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '@/core/server/db/migrate';
import { migrationSources } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';
import { ENGINES, openTestDatabase } from './support/test-database';

const SCHOOL = '01900000-0000-7000-8000-0000000000a1';
const APPLYING_ONLY = '01900000-0000-7000-8000-0000000000a2';

/** A school's two parts as they are kept now. */
const ADMISSIONS = {
  intakes: [{ name: 'August 2027', opensOn: null, deadline: '2027-01-31' }],
  places: [{ age: 11, status: 'open', confirmedOn: '2026-05-01' }],
  assessments: ['interview'],
  documents: [],
  confirmedOn: '2026-06-01',
};
const SCHOOL_LIFE = {
  termDates: [{ name: 'Autumn term', startsOn: '2026-08-20', endsOn: '2026-12-18' }],
  ealSupport: 'included',
  senSupport: null,
  nationalityCount: 30,
  nationalities: [],
  busAreas: ['Harbour'],
  confirmedOn: '2026-06-01',
};
/** Admissions as a school kept them before its school life had a name of its own: both in one. */
const OLD_ADMISSIONS = { ...ADMISSIONS, ...SCHOOL_LIFE };
const OLD_BEFORE = { ...OLD_ADMISSIONS, busAreas: [], places: [] };

describe.each(ENGINES)('upgrading a directory to schools with a school life on %s', (engine) => {
  it('moves the school life out of the admissions of schools, proposals and revisions, and splits their changes', async () => {
    const database = await openTestDatabase(engine);
    const { db } = database;
    try {
      // As before migration 035: no school life column, its facts inside the admissions.
      await sql`alter table school drop column school_life`.execute(db);
      await sql`delete from _migration where name = 'openschool/035-school-life.sql'`.execute(db);
      const json = (value: unknown) => JSON.stringify(value);
      await sql`
        insert into school (id, name, slug, city, country_code, admissions) values
          (${SCHOOL}, 'Harbour School', 'harbour', 'Porto', 'PT', ${json(OLD_ADMISSIONS)}::jsonb),
          (${APPLYING_ONLY}, 'Quay School', 'quay', 'Porto', 'PT',
            ${json({ places: [{ age: 5, status: 'full', confirmedOn: '2026-01-01' }], busAreas: [], confirmedOn: '2026-01-02' })}::jsonb)
      `.execute(db);
      const changes = [
        { field: 'city', before: 'Braga', after: 'Porto' },
        { field: 'admissions', before: OLD_BEFORE, after: OLD_ADMISSIONS },
        // Only the bus areas changed: a change of the school life alone.
        { field: 'admissions', before: { ...OLD_ADMISSIONS, busAreas: [] }, after: OLD_ADMISSIONS },
      ];
      await sql`
        insert into school_revision (id, school_id, kind, changes, snapshot) values
          ('01900000-0000-7000-8000-0000000000b1', ${SCHOOL}, 'edit', ${json(changes)}::jsonb,
            ${json({ name: 'Harbour School', admissions: OLD_ADMISSIONS, status: 'published' })}::jsonb)
      `.execute(db);
      await sql`
        insert into school_proposal (id, school_id, proposed) values
          ('01900000-0000-7000-8000-0000000000c1', ${SCHOOL}, ${json({ name: 'Harbour School', admissions: OLD_ADMISSIONS })}::jsonb)
      `.execute(db);

      expect(await migrate(db, migrationSources(await loadServerModules()))).toEqual([
        'openschool/035-school-life.sql',
      ]);

      const schools = await sql<{ id: string; admissions: unknown; school_life: unknown }>`
        select id, admissions, school_life from school order by id`.execute(db);
      expect(schools.rows).toEqual([
        { id: SCHOOL, admissions: ADMISSIONS, school_life: SCHOOL_LIFE },
        // A school that said nothing of its life keeps its confirmed day in its admissions only;
        // its empty list of bus areas moves, and reads as none.
        {
          id: APPLYING_ONLY,
          admissions: {
            places: [{ age: 5, status: 'full', confirmedOn: '2026-01-01' }],
            confirmedOn: '2026-01-02',
          },
          school_life: { busAreas: [] },
        },
      ]);
      const revision = await sql<{ changes: unknown; snapshot: unknown }>`
        select changes, snapshot from school_revision`.execute(db);
      expect(revision.rows[0]).toEqual({
        changes: [
          { field: 'city', before: 'Braga', after: 'Porto' },
          {
            field: 'admissions',
            before: { ...ADMISSIONS, places: [] },
            after: ADMISSIONS,
          },
          { field: 'schoolLife', before: { ...SCHOOL_LIFE, busAreas: [] }, after: SCHOOL_LIFE },
          { field: 'schoolLife', before: { ...SCHOOL_LIFE, busAreas: [] }, after: SCHOOL_LIFE },
        ],
        snapshot: {
          name: 'Harbour School',
          admissions: ADMISSIONS,
          schoolLife: SCHOOL_LIFE,
          status: 'published',
        },
      });
      const proposal = await sql<{ proposed: unknown }>`select proposed from school_proposal`.execute(db);
      expect(proposal.rows[0]!.proposed).toEqual({
        name: 'Harbour School',
        admissions: ADMISSIONS,
        schoolLife: SCHOOL_LIFE,
      });
    } finally {
      await database.close();
    }
  });
});
