import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { readSchoolState } from '@/modules/openschool/server/schools/school-state-repository';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { type SchoolImportRowOfTest, schoolImportClient } from './support/school-import-client';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures', name));

/**
 * The rows of the second Hong Kong list and the school each is, as a person who knows the city
 * reads them: initials, other spellings, the operator's name before the school's, the city's
 * name after it. Both Kellett campuses are named alike in the data: the operator decides them.
 */
const SAME_IN_LIST_B: Record<string, string> = {
  HKIS: 'Hong Kong International School',
  'Harrow Hong Kong': 'Harrow Hong Kong',
  '(ESF) Island School': 'Island School',
  'ESF West Island School': 'West Island School',
  'South Island School': 'South Island School',
  'King George V School': 'King George V School',
  'Shatin College': 'Sha Tin College',
  'Renaissance College Hong Kong': 'Renaissance College',
  'Kowloon Junior School': 'Kowloon Junior School',
  'Shatin Junior School': 'Sha Tin Junior School',
  'Quarry Bay School': 'Quarry Bay School',
  'Chinese International School': 'Chinese International School',
  'German Swiss International School (GSIS)': 'German Swiss International School',
  'Lycée Français International Victor Segalen': 'French International School',
  'Canadian International School': 'Canadian International School of Hong Kong',
  'Australian International School': 'Australian International School Hong Kong',
  'American International School Hong Kong': 'American International School',
  'Kellett School – Pok Fu Lam Campus': 'Kellett School',
  'Kellett School – Kowloon Bay Campus': 'Kellett School',
  'Discovery Bay International School': 'Discovery Bay International School',
  'Japanese International School': 'Japanese International School',
  'Singapore International School': 'Singapore International School (Hong Kong)',
  ICHK: 'International College Hong Kong',
  'Yew Chung International School': 'Yew Chung International School',
  'Nord Anglia International School': 'Nord Anglia International School Hong Kong',
  'Christian Alliance International School': 'Christian Alliance International School',
  'Concordia International School': 'Concordia International School',
  'Norwegian International School': 'Norwegian International School',
  'Malvern College Hong Kong': 'Malvern College Hong Kong',
  'Shrewsbury International School': 'Shrewsbury International School Hong Kong',
  'Han Academy Hong Kong': 'Han Academy',
  LPCUWC: 'Li Po Chun United World College',
};
/**
 * The first list's rows whose school the site knows by another name: the editor's Harrow and
 * Stamford, the extract's French school. Every other row names its school as the extract does.
 */
const SAME_IN_LIST_A: Record<string, string> = {
  'Harrow International School Hong Kong': 'Harrow Hong Kong',
  'Stamford American School Hong Kong': 'Stamford American International School',
  'French International School Victor Segalen': 'French International School',
};

/**
 * Schools only the second list names (and Lantau, which the operator skipped in the extract):
 * new, whatever schools of like names the city has.
 */
const NEW_IN_LIST_B = [
  'Lantau International School',
  'Anchors Academy Hong Kong',
  "St Paul's Convent School",
];

const COUNTRY_COUNTS = graphql(`
  query importedCountryCountsOfTest { schoolsCountByCountry { items { _id count } } }
`);

const SCHOOL_PAGE = graphql(`
  query importedSchoolPageOfTest($id: ID!) {
    school(id: $id) { _id name otherNames sources { field source datasetName licence } }
  }
`);

/** How many of the rows' own matches are right, and how many of the same schools they found. */
function precisionAndRecall(rows: SchoolImportRowOfTest[], truth: Record<string, string>) {
  const matches = rows.filter((row) => row.outcome === 'match');
  const right = matches.filter((row) => truth[row.name!] === row.match?.name);
  return { precision: right.length / matches.length, recall: right.length / Object.keys(truth).length };
}

describe.each(ENGINES)('importing real schools on %s', (engine) => {
  let api: TestApp;
  let client: ReturnType<typeof schoolImportClient>;
  const tables = () => api.database.db.withTables<OpenSchoolTables>();
  const schoolNamed = (name: string) =>
    tables().selectFrom('school').selectAll().where('name', '=', name).orderBy('id').execute();
  let extract: string;
  let stamford: { id: string };

  beforeAll(async () => {
    api = await startTestApp(engine);
    client = schoolImportClient(api, await signedInWith(api, ['*']));
    // Schools an editor added before any import: the same schools under their own spelling.
    await buildSchool(api.database.db, {
      name: 'Harrow Hong Kong',
      country_code: 'HK',
      city: 'Hong Kong',
      website: 'https://www.harrow-hk.example',
      status: 'published',
    });
    stamford = await buildSchool(api.database.db, {
      name: 'Stamford American International School',
      country_code: 'HK',
      city: 'Hong Kong',
      status: 'published',
    });
  }, 60_000);
  afterAll(() => api?.close());

  it('reads a city extract without addr:city: its international schools, each placed by its point, and why', async () => {
    extract = await client.uploaded('hong-kong.overpass.json', fixture('hong-kong-schools.overpass.json'));
    const preview = await client.read(extract, { outcome: 'new', limit: 10 });
    expect(preview.counts).toMatchObject({ new: 36, match: 1, review: 1, invalid: 0 });
    expect(preview.counts.skipped).toBe(236 - 38);
    expect(preview.rows.pageInfo).toEqual({ count: 36, limit: 10, page: 1 });
    expect(preview.rows.items).toHaveLength(10);
    const island = (await client.read(extract, { q: 'island school' })).rows.items;
    expect(island.map((row) => [row.name, row.outcome, row.reason])).toEqual([
      ['Island School', 'new', null],
      ['West Island School', 'new', null],
      ['South Island School', 'new', null],
      ['Island School', 'skipped', 'duplicateInFile'],
    ]);
    expect(island[0]).toMatchObject({ city: 'Hong Kong', countryCode: 'HK', signals: ['operator'] });
    expect(island[0]?.warnings).toContainEqual({
      field: 'city',
      code: 'city.fromCoordinates',
      value: 'Hong Kong',
    });
    expect(preview.operators).toEqual([
      { operator: 'English Schools Foundation', rows: 11, lowCostChain: false, action: 'import' },
    ]);
    // The editor's "Harrow Hong Kong" is the extract's Harrow; its own website stays.
    const harrow = (await client.read(extract, { outcome: 'match' })).rows.items[0]!;
    expect(harrow.match?.name).toBe('Harrow Hong Kong');
    expect(harrow.match?.reasons.map((reason) => reason.code)).toEqual([
      'name.sameWords',
      'place.sameCity',
      'website.other',
    ]);
    expect(harrow.kept).toEqual([
      { field: 'name', because: 'person', value: 'Harrow International School Hong Kong' },
      { field: 'website', because: 'person', value: 'https://www.harrowschool.hk' },
    ]);
    expect(harrow.fields.sort()).toEqual(['latitude', 'longitude', 'phone']);
    expect((await tables().selectFrom('school').select('id').execute()).length).toBe(2);
  });

  it('takes the operator’s decisions: a school the rule skipped, one the matching was unsure of, one row skipped', async () => {
    const review = (await client.read(extract, { outcome: 'review' })).rows.items[0]!;
    expect(review).toMatchObject({
      name: 'Stamford American School Hong Kong',
      match: { schoolId: stamford.id },
    });
    expect(review.match?.score).toBeGreaterThanOrEqual(55);
    expect(await client.decide(extract, [review.line], 'sameAs', stamford.id)).toMatchObject({
      success: true,
    });
    const han = (await client.read(extract, { q: 'han academy' })).rows.items[0]!;
    expect(han).toMatchObject({ outcome: 'skipped', reason: 'notInternational', includable: true });
    await client.decide(extract, [han.line], 'import');
    const lantau = (await client.read(extract, { q: 'lantau' })).rows.items[0]!;
    await client.decide(extract, [lantau.line], 'skip');
    const decided = await client.read(extract, { q: 'stamford' });
    expect(decided.rows.items[0]).toMatchObject({ outcome: 'match', decision: 'sameAs' });
    expect(decided.counts).toMatchObject({ new: 36, match: 2, review: 0 });
    // Taken back, a decision leaves the row as the import reads it.
    await client.decide(extract, [lantau.line], 'auto');
    await client.decide(extract, [lantau.line], 'skip');
    expect(await client.decide(extract, [1], 'sameAs')).toMatchObject({
      success: false,
      code: 'import.school.required',
    });
  });

  it('imports: new schools published and listed, matched ones filled only where empty, each keeping its record', async () => {
    expect(await client.commit(extract)).toMatchObject({ success: true, item: { created: 36, updated: 2 } });
    const [island] = await schoolNamed('Island School');
    expect(island).toMatchObject({
      status: 'published',
      city: 'Hong Kong',
      website: 'https://www.island.edu.hk',
    });
    const [harrow] = await schoolNamed('Harrow Hong Kong');
    expect(harrow).toMatchObject({ website: 'https://www.harrow-hk.example', phone: '+852 2824 9099' });
    expect(await schoolNamed('Lantau International School')).toEqual([]);
    // Listed and counted at once, though nobody gave their fees or curriculums yet.
    expect(island?.listed).toBe(true);
    const counts = await api.graphql(COUNTRY_COUNTS);
    expect(counts.data?.schoolsCountByCountry.items).toContainEqual({ _id: 'HK', count: 38 });
    const page = await api.graphql(SCHOOL_PAGE, { variables: { id: harrow!.id } });
    expect(page.data?.school).toMatchObject({
      name: 'Harrow Hong Kong',
      otherNames: ['Harrow International School Hong Kong'],
    });
    expect(page.data?.school?.sources).toContainEqual({
      field: 'phone',
      source: 'osm',
      datasetName: 'OpenStreetMap',
      licence: 'ODbL-1.0',
    });
    // The revision of a new school lists what the extract gave, not the defaults of the rest.
    const revision = await tables()
      .selectFrom('school_revision')
      .select(['changes', 'source'])
      .where('school_id', '=', island!.id)
      .executeTakeFirstOrThrow();
    const changed = (revision.changes as { field: string }[]).map((change) => change.field);
    expect(changed.sort()).toEqual([
      'city',
      'countryCode',
      'latitude',
      'longitude',
      'name',
      'phone',
      'website',
    ]);
    expect(revision.source).toMatch(/^OpenStreetMap node\/\d+ \(ODbL-1\.0\)$/);
    expect(await client.commit(extract)).toMatchObject({ success: false, code: 'import.committed' });
  });

  it('says so when the same extract again changes nothing', async () => {
    const again = await client.uploaded(
      'hong-kong.overpass.json',
      fixture('hong-kong-schools.overpass.json'),
    );
    const preview = await client.read(again);
    // Only the school the operator skipped last time is new; every other one is as the extract says.
    expect((await client.read(again, { outcome: 'new' })).rows.items.map((row) => row.name)).toEqual([
      'Lantau International School',
    ]);
    expect(preview.counts).toMatchObject({ new: 1, writes: 1 });
    expect(preview.counts.unchanged).toBe(preview.counts.match);
    const island = (await client.read(again, { q: 'island school', outcome: 'match' })).rows.items[0]!;
    expect(island.match?.reasons[0]).toMatchObject({ code: 'reference.same' });
  });

  it('adds two independent lists of the city without renaming, doubling or merging any school', async () => {
    const listA = await client.uploaded('hong-kong-list-a.csv', fixture('hong-kong-list-a.csv'));
    expect(await client.commit(listA)).toMatchObject({ success: false, code: 'import.dataset.required' });
    await client.settings(listA, { datasetName: 'Hong Kong schools guide A', licence: 'CC-BY-4.0' });
    const a = await client.read(listA);
    const sameInA = Object.fromEntries(
      a.rows.items
        .filter((row) => row.name !== "St Paul's College")
        .map((row) => [row.name!, SAME_IN_LIST_A[row.name!] ?? row.name!]),
    );
    const figuresA = precisionAndRecall(a.rows.items, sameInA);
    expect(figuresA.precision).toBe(1);
    expect(figuresA.recall).toBeGreaterThanOrEqual(0.9);
    await client.commit(listA);

    const listB = await client.uploaded('hong-kong-list-b.csv', fixture('hong-kong-list-b.csv'));
    await client.settings(listB, { datasetName: 'Hong Kong schools guide B', licence: 'CC-BY-4.0' });
    const b = await client.read(listB);
    const { precision, recall } = precisionAndRecall(b.rows.items, SAME_IN_LIST_B);
    expect(precision).toBe(1);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(b.rows.items.filter((row) => row.outcome === 'new').map((row) => row.name)).toEqual(NEW_IN_LIST_B);
    const kgv = b.rows.items.find((row) => row.name === 'King George V School')!;
    expect(kgv.warnings).toEqual([
      { field: 'email', code: 'email.invalid', value: 'info@kgv.edu.hk; admissions@kgv.edu.hk' },
    ]);
    const hkis = b.rows.items.find((row) => row.name === 'HKIS')!;
    expect(hkis.match?.reasons[0]).toMatchObject({ code: 'name.initials', detail: 'HKIS' });
    await client.commit(listB);
    // No school took another list's name; every known school is still one school.
    for (const name of Object.values(SAME_IN_LIST_B)) {
      expect((await schoolNamed(name)).length, name).toBe(name === 'Kellett School' ? 2 : 1);
    }
    expect(await schoolNamed('HKIS')).toEqual([]);
    const [hongKongAcademy] = await schoolNamed('Hong Kong Academy');
    expect(hongKongAcademy).toBeDefined();
    expect(await schoolNamed('Anchors Academy Hong Kong')).toHaveLength(1);
    const [ichk] = await schoolNamed('International College Hong Kong');
    const page = await api.graphql(SCHOOL_PAGE, { variables: { id: ichk!.id } });
    expect(page.data?.school?.otherNames).toEqual(['ICHK']);
  });

  it('keeps a field a person set, and an earlier dataset’s value, whatever a later file says', async () => {
    const [harrow] = await schoolNamed('Harrow Hong Kong');
    const state = (await readSchoolState(api.database.db, harrow!.id))!;
    // The editor's name and website; the extract's phone, though list A gives one too.
    expect(state).toMatchObject({
      name: 'Harrow Hong Kong',
      website: 'https://www.harrow-hk.example',
      phone: '+852 2824 9099',
    });
    const [kgv] = await schoolNamed('King George V School');
    const sources = await tables()
      .selectFrom('school_field_source')
      .selectAll()
      .where('school_id', '=', kgv!.id)
      .execute();
    expect(Object.fromEntries(sources.map((source) => [source.field, source.source]))).toMatchObject({
      name: 'osm',
      website: 'osm',
      curriculums: 'hong-kong-schools-guide-a',
    });
  });
});
