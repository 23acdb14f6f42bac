import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '../../src/core/client/graphql/admin-graphql';
import { graphql } from '../../src/core/client/graphql/public-graphql';
import { schoolInputOf } from '../../src/modules/openschool/server/admin/school-admin-record';
import { readSchoolState } from '../../src/modules/openschool/server/schools/school-state-repository';
import { saveSchool } from '../../src/modules/openschool/server/schools/school-write-service';
import type { OpenSchoolTables } from '../../src/modules/openschool/server/tables';
import type { OpenDataRecord } from '../../src/modules/openschool/shared/open-data/open-data-fields';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures', name), 'utf8');
const OSM = fixture('osm-schools.geojson');
const CSV = fixture('ib-schools.csv');

const IMPORT = adminGraphql(`
  mutation schoolDatasetImportOfTest(
    $format: String!, $fileName: String!, $content: String!, $commit: Boolean!, $countryCode: String, $licence: String
  ) {
    result: adminImportSchoolDataset(
      format: $format, fileName: $fileName, content: $content, commit: $commit, countryCode: $countryCode, licence: $licence
    ) {
      success code field fieldErrors { field code }
      item {
        source licence committed created updated
        rows {
          line reference name city countryCode outcome reason duplicateOf fields
          errors { field code }
          match { _id name distanceKm }
        }
      }
    }
  }
`);

const UPDATE = adminGraphql(`
  mutation schoolUpdateOfImportTest($id: ID!, $version: Int!, $input: JSON!) {
    result: adminUpdateSchool(id: $id, version: $version, input: $input) { success code }
  }
`);
const RESTORE = adminGraphql(`
  mutation schoolRestoreOfImportTest($id: ID!, $schoolVersion: Int!) {
    result: adminRestoreSchoolRevision(id: $id, schoolVersion: $schoolVersion) { success code }
  }
`);

const PROPOSE = graphql(`
  mutation schoolProposalOfImportTest($id: ID, $version: Int, $input: JSON!) {
    result: submitSchoolEdit(id: $id, version: $version, input: $input) { success code item { proposalId } }
  }
`);
const APPROVE = adminGraphql(`
  mutation schoolApprovalOfImportTest($ids: [ID!]!) {
    result: adminSchoolProposalsBulk(action: "approve", ids: $ids) { success code }
  }
`);

const SCHOOL_SOURCES = graphql(`
  query schoolSourcesOfTest($id: ID!) { school(id: $id) { _id website sources { field source reference licence attribution } } }
`);

describe.each(ENGINES)('importing schools from open data on %s', (engine) => {
  let api: TestApp;
  let admin: string;
  let harbourview: { id: string };
  const tables = () => api.database.db.withTables<OpenSchoolTables>();
  const run = (variables: Record<string, unknown>, cookie = admin) =>
    api.graphql(IMPORT, {
      endpoint: 'admin',
      headers: cookie ? { cookie } : {},
      variables: { commit: false, ...variables } as never,
    });
  const osm = (commit: boolean) =>
    run({ format: 'osm', fileName: 'osm-schools.geojson', content: OSM, commit });
  const csv = (commit: boolean) =>
    run({ format: 'csv', fileName: 'ib-schools.csv', content: CSV, commit, licence: 'CC-BY-4.0' });
  const counts = async () => ({
    schools: (await tables().selectFrom('school').select('id').execute()).length,
    revisions: (await tables().selectFrom('school_revision').select('id').execute()).length,
    sources: (await tables().selectFrom('school_field_source').select('field').execute()).length,
  });
  const sourcesOf = async (schoolId: string) =>
    (
      await tables()
        .selectFrom('school_field_source')
        .selectAll()
        .where('school_id', '=', schoolId)
        .orderBy('field')
        .execute()
    ).map(({ field, source, reference, licence }) => ({ field, source, reference, licence }));

  beforeAll(async () => {
    api = await startTestApp(engine);
    admin = await signedInWith(api, ['*']);
    // The school the extract and the list both name: listed, ~150 m from its OpenStreetMap node.
    harbourview = await buildSchool(api.database.db, {
      name: 'Harbourview International School',
      country_code: 'PT',
      city: 'Lisbon',
      latitude: 38.7112,
      longitude: -9.1505,
      status: 'published',
    });
  }, 60_000);
  afterAll(() => api?.close());

  it('previews an OpenStreetMap extract record by record, and writes nothing', async () => {
    const before = await counts();
    const { data } = await osm(false);
    expect(data?.result.success).toBe(true);
    const rows = data!.result.item!.rows;
    const outcome = (line: number) => rows.find((row) => row.line === line);
    expect(rows.map((row) => [row.line, row.outcome, row.reason])).toEqual([
      [1, 'new', null],
      [2, 'new', null],
      [3, 'skipped', 'notInternational'],
      [4, 'skipped', 'noName'],
      [5, 'match', null],
      [6, 'skipped', 'duplicateInFile'],
      [7, 'skipped', 'noCity'],
      [8, 'skipped', 'noCountry'],
      [9, 'skipped', 'notSchool'],
      [10, 'invalid', null],
    ]);
    expect(outcome(1)).toMatchObject({
      reference: 'node/9100000001',
      name: 'International School of Lakeside',
    });
    expect(outcome(6)?.duplicateOf).toBe(1);
    expect(outcome(5)?.match).toMatchObject({
      _id: harbourview.id,
      name: 'Harbourview International School',
    });
    expect(outcome(5)?.match?.distanceKm).toBeLessThan(1);
    // The existing school keeps what it has (name, city, coordinates); the empty fields are filled.
    expect(outcome(5)?.fields.sort()).toEqual(['email', 'phone', 'website']);
    expect(outcome(10)?.errors).toEqual([{ field: 'email', code: 'email.invalid' }]);
    expect(data!.result.item).toMatchObject({
      committed: false,
      created: 0,
      updated: 0,
      source: 'osm',
      licence: 'ODbL-1.0',
    });
    expect(await counts()).toEqual(before);
  });

  it('imports the new schools as drafts and fills the matched one, keeping each field’s source and licence', async () => {
    const { data } = await osm(true);
    expect(data?.result.item).toMatchObject({ committed: true, created: 2, updated: 1 });
    const lakeside = await tables()
      .selectFrom('school')
      .selectAll()
      .where('name', '=', 'International School of Lakeside')
      .executeTakeFirstOrThrow();
    expect(lakeside).toMatchObject({
      status: 'draft',
      country_code: 'CH',
      city: 'Genève',
      address: '12 Route de Lakeside, 1208',
      website: 'https://lakeside-school.example',
      languages: ['en', 'fr'],
    });
    const revision = await tables()
      .selectFrom('school_revision')
      .selectAll()
      .where('school_id', '=', lakeside.id)
      .executeTakeFirstOrThrow();
    expect(revision).toMatchObject({ kind: 'import', source: 'OpenStreetMap node/9100000001 (ODbL-1.0)' });
    expect(await sourcesOf(lakeside.id)).toContainEqual({
      field: 'website',
      source: 'osm',
      reference: 'node/9100000001',
      licence: 'ODbL-1.0',
    });
    // The polygon's centroid.
    const parc = await tables()
      .selectFrom('school')
      .selectAll()
      .where('name', '=', 'École Internationale du Parc')
      .executeTakeFirstOrThrow();
    expect([parc.latitude, parc.longitude]).toEqual([45.765, 4.835]);
    expect(parc.website).toBe('https://parc-ecole.example/fr');

    const matched = await readSchoolState(api.database.db, harbourview.id);
    expect(matched).toMatchObject({
      name: 'Harbourview International School',
      status: 'published',
      latitude: 38.7112,
      website: 'https://harbourview.example',
      email: 'office@harbourview.example',
    });
    expect((await sourcesOf(harbourview.id)).map((source) => source.field)).toEqual([
      'email',
      'phone',
      'website',
    ]);
  });

  it('shows the sources on the school’s page and in the open data', async () => {
    const { data } = await api.graphql(SCHOOL_SOURCES, { variables: { id: harbourview.id } });
    expect(data?.school?.sources).toContainEqual({
      field: 'website',
      source: 'osm',
      reference: 'node/9100000005',
      licence: 'ODbL-1.0',
      attribution: '© OpenStreetMap contributors',
    });
    const file = await api.app.inject({ method: 'GET', url: '/api/open-data/schools.json' });
    const record = (file.json() as { schools: OpenDataRecord[] }).schools.find(
      (s) => s.id === harbourview.id,
    );
    expect(record?.sources).toEqual([
      { field: 'email', source: 'osm', licence: 'ODbL-1.0' },
      { field: 'phone', source: 'osm', licence: 'ODbL-1.0' },
      { field: 'website', source: 'osm', licence: 'ODbL-1.0' },
    ]);
  });

  it('never overwrites a field a person has edited since: a re-import leaves it alone', async () => {
    await api.database.db.transaction().execute(async (trx) => {
      const state = (await readSchoolState(trx, harbourview.id))!;
      await saveSchool(trx, {
        id: harbourview.id,
        input: { ...schoolInputOf(state), website: 'https://harbourview-school.example' },
        author: null,
        kind: 'edit',
        source: 'Phone call',
      });
    });
    expect((await sourcesOf(harbourview.id)).map((source) => source.field)).toEqual(['email', 'phone']);
    const preview = await osm(false);
    const row = preview.data!.result.item!.rows.find((r) => r.line === 5)!;
    expect(row.fields.sort()).toEqual(['email', 'phone']);
    // The two schools imported before are matches now: the same file twice adds none.
    expect(preview.data!.result.item!.rows.filter((r) => r.outcome === 'new')).toEqual([]);
    await osm(true);
    expect((await readSchoolState(api.database.db, harbourview.id))?.website).toBe(
      'https://harbourview-school.example',
    );
  });

  it('forgets the provenance of a field once a member’s proposed change of it is approved', async () => {
    const member = await signedInWith(api, ['School:create', 'School:update']);
    const state = (await readSchoolState(api.database.db, harbourview.id))!;
    const proposed = await api.graphql(PROPOSE, {
      headers: { cookie: member },
      variables: {
        id: harbourview.id,
        version: state.version,
        input: { ...schoolInputOf(state), email: 'admissions@harbourview.example', source: 'Their website' },
      },
    });
    const proposalId = proposed.data!.result.item!.proposalId!;
    // Waiting for an editor: the school, and where its email came from, are as they were.
    expect((await sourcesOf(harbourview.id)).map((source) => source.field)).toEqual(['email', 'phone']);
    const approved = await api.graphql(APPROVE, {
      endpoint: 'admin',
      headers: { cookie: admin },
      variables: { ids: [proposalId] },
    });
    expect(approved.data?.result).toMatchObject({ success: true });
    expect((await sourcesOf(harbourview.id)).map((source) => source.field)).toEqual(['phone']);
    const row = (await osm(false)).data!.result.item!.rows.find((r) => r.line === 5)!;
    expect(row.fields).toEqual(['phone']);
  });

  it('forgets the provenance of what an editor changes, in the form or by restoring a revision', async () => {
    const lakeside = await tables()
      .selectFrom('school')
      .select('id')
      .where('name', '=', 'International School of Lakeside')
      .executeTakeFirstOrThrow();
    const imported = await tables()
      .selectFrom('school_revision')
      .select('id')
      .where('school_id', '=', lakeside.id)
      .where('kind', '=', 'import')
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const state = (await readSchoolState(api.database.db, lakeside.id))!;
    const edited = await api.graphql(UPDATE, {
      endpoint: 'admin',
      headers: { cookie: admin },
      variables: {
        id: lakeside.id,
        version: state.version,
        input: { ...schoolInputOf(state), phone: '+41 22 999 99 99', status: 'draft', source: 'Phone call' },
      },
    });
    expect(edited.data?.result).toMatchObject({ success: true });
    const fields = async () => (await sourcesOf(lakeside.id)).map((source) => source.field);
    expect(await fields()).not.toContain('phone');
    expect(await fields()).toContain('website');

    // Restoring the imported version puts OpenStreetMap's phone back, as an editor's act: the
    // field stays the editor's, and a later import leaves it alone.
    const restored = await api.graphql(RESTORE, {
      endpoint: 'admin',
      headers: { cookie: admin },
      variables: { id: imported.id, schoolVersion: state.version + 1 },
    });
    expect(restored.data?.result).toMatchObject({ success: true });
    expect((await readSchoolState(api.database.db, lakeside.id))?.phone).toBe('+41 22 000 00 01');
    expect(await fields()).not.toContain('phone');
    expect(await fields()).toContain('website');
  });

  it('imports a curriculum body’s list: programmes as curriculums, countries by name, matches by city', async () => {
    const { data } = await csv(true);
    const item = data!.result.item!;
    expect(item).toMatchObject({ source: 'csv:ib-schools', licence: 'CC-BY-4.0', created: 1 });
    expect(item.rows.map((row) => [row.line, row.outcome, row.reason])).toEqual([
      [1, 'match', null],
      [2, 'new', null],
      [3, 'invalid', null],
      [4, 'skipped', 'noName'],
      [5, 'invalid', null],
    ]);
    // Harbourview: a person's website, and curriculums of its own: nothing to fill.
    expect(item.rows[0]).toMatchObject({ fields: [], match: { _id: harbourview.id, distanceKm: null } });
    expect(item.rows[2]?.errors).toEqual([{ field: 'curriculums.1', code: 'curriculum.unknown' }]);
    expect(item.rows[4]?.errors).toEqual([{ field: 'countryCode', code: 'country.invalid' }]);
    const heights = await tables()
      .selectFrom('school')
      .select(['id', 'country_code', 'website'])
      .where('name', '=', 'Lakeside Heights Academy')
      .executeTakeFirstOrThrow();
    expect(heights.country_code).toBe('CH');
    expect((await readSchoolState(api.database.db, heights.id))?.curriculums).toEqual(['ib-dp']);
    expect(await sourcesOf(heights.id)).toContainEqual({
      field: 'curriculums',
      source: 'csv:ib-schools',
      reference: '007702',
      licence: 'CC-BY-4.0',
    });
  });

  it.each([
    ['osm', 'not json at all', 'import.osm.invalid'],
    ['osm', '{"type":"Feature","properties":{}}', 'import.osm.invalid'],
    ['osm', '{"type":"FeatureCollection","features":[]}', 'import.empty'],
    ['csv', 'School name,Country\n"unterminated,PT\n', 'import.csv.invalid'],
    ['gpx', '<gpx/>', 'import.format.invalid'],
  ])(
    'refuses a bad %s file with a translated code and changes nothing (%s)',
    async (format, content, code) => {
      const before = await counts();
      const { status, data } = await run({ format, fileName: 'bad.file', content, commit: true });
      expect(status).toBe(200);
      expect(data?.result).toMatchObject({ success: false, code, item: null });
      expect(await counts()).toEqual(before);
    },
  );

  it('is refused to visitors and to members', async () => {
    const member = await signedInWith(api, ['School:create', 'School:update', 'School:read']);
    for (const cookie of ['', member]) {
      const { data, errors } = await run(
        { format: 'osm', fileName: 'x.geojson', content: OSM, commit: true },
        cookie,
      );
      expect(data?.result ?? null).toBeNull();
      expect(errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    }
  });
});
