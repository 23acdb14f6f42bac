import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { schoolImportClient } from './support/school-import-client';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const SCHOOL_PAGE = graphql(`
  query schoolCreditOfTest($id: ID!) {
    school(id: $id) { _id sources { field source datasetName licence } }
  }
`);

/** Hong Kong's extract grown past 3 MB with more of its local schools, as a whole country's would be. */
function largeExtract(): string {
  const extract = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/hong-kong-schools.overpass.json'), 'utf8'),
  ) as { elements: { id: number; tags?: Record<string, string> }[] };
  const local = extract.elements.filter((element) => element.tags?.name?.includes('Primary School'));
  const grown = [...extract.elements];
  for (let copy = 1; grown.length < 16_000; copy++) {
    grown.push(...local.map((element) => ({ ...element, id: element.id + copy * 1_000_000 })));
  }
  return JSON.stringify({ ...extract, elements: grown }, null, 1);
}

/** Nairobi's extract: an international school and a chain of low-cost schools calling themselves so. */
const NAIROBI = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    ['International School of Kenya', null, [36.8078, -1.2135]],
    ['Bridge International Academy Kawangware', 'Bridge International Academies', [36.7482, -1.2806]],
    ['Bridge International Academy Mukuru', 'Bridge International Academies', [36.8751, -1.3172]],
    ['Bridge International Academy Kibera', 'Bridge International Academies', [36.7889, -1.3129]],
  ].map(([name, operator, coordinates], index) => ({
    type: 'Feature',
    id: `node/${700 + index}`,
    properties: { amenity: 'school', name, ...(operator ? { operator } : {}) },
    geometry: { type: 'Point', coordinates },
  })),
});

describe.each(ENGINES)('importing files as people export them, on %s', (engine) => {
  let api: TestApp;
  let client: ReturnType<typeof schoolImportClient>;
  const tables = () => api.database.db.withTables<OpenSchoolTables>();

  beforeAll(async () => {
    api = await startTestApp(engine);
    client = schoolImportClient(api, await signedInWith(api, ['*']));
  }, 60_000);
  afterAll(() => api?.close());

  // The upload and its reading are the same on both engines: the large file once is enough.
  it.runIf(engine === 'pglite')('takes a 3 MB extract in one upload', async () => {
    const large = largeExtract();
    expect(large.length).toBeGreaterThan(3_000_000);
    const taken = await client.upload('hong-kong-country.json', large);
    expect(taken).toMatchObject({ status: 200, answer: { success: true } });
    const preview = await client.read(taken.answer.item!.id, { limit: 1 });
    expect(preview.counts.new).toBeGreaterThanOrEqual(36);
    expect(preview.counts.skipped).toBeGreaterThan(13_000);
  });

  it('refuses what no import reads, and who may not import', async () => {
    expect(await client.upload('photo.jpg', new Uint8Array([0xff, 0xd8, 0x00, 0x10]))).toMatchObject({
      status: 400,
      answer: { code: 'import.file.invalid' },
    });
    expect((await client.upload('empty.csv', ' \n')).answer.code).toBe('import.empty');
    expect((await client.upload('broken.json', '{"elements": ')).answer.code).toBe('import.osm.invalid');
    const member = await signedInWith(api, ['School:create']);
    const refused = await client.upload('hong-kong.json', NAIROBI, member);
    expect(refused).toMatchObject({ status: 403, answer: { code: 'user.not.authorized' } });
  });

  it('reads a semicolon list whose name column it does not know once the operator maps it, dropping bad cells, never rows', async () => {
    const csv =
      'Dénomination;Commune;Pays;Courriel;Programmes\r\n' +
      'Rivera International School;Porto;Portugal;office@rivera.example, admissions@rivera.example;British/IB\r\n' +
      'Escola Atlântica;Porto;Portugal;info@atlantica.example;Waldorf\r\n';
    const id = await client.uploaded('porto.csv', csv);
    const unread = await client.read(id);
    expect(unread.problem).toBe('import.csv.noNameColumn');
    expect(unread.columns.map((column) => [column.header, column.field, column.sample])).toEqual([
      ['Dénomination', null, 'Rivera International School'],
      ['Commune', 'city', 'Porto'],
      ['Pays', 'country', 'Portugal'],
      ['Courriel', 'email', 'office@rivera.example, admissions@rivera.example'],
      ['Programmes', 'programmes', 'British/IB'],
    ]);
    await client.settings(id, { columns: [{ header: 'Dénomination', field: 'name' }] });
    const read = await client.read(id);
    expect(read.problem).toBeNull();
    expect(read.rows.items.map((row) => [row.name, row.outcome])).toEqual([
      ['Rivera International School', 'new'],
      ['Escola Atlântica', 'new'],
    ]);
    expect(read.rows.items[0]?.warnings).toEqual([
      { field: 'email', code: 'email.invalid', value: 'office@rivera.example, admissions@rivera.example' },
    ]);
    expect(read.rows.items[1]?.warnings).toEqual([
      { field: 'curriculums', code: 'programme.unknown', value: 'Waldorf' },
    ]);
    expect(read.programmes).toEqual([
      { programme: 'British', curriculums: ['english-national'], readAs: 'usual', rows: 1 },
      { programme: 'IB', curriculums: ['ib-dp'], readAs: 'usual', rows: 1 },
      { programme: 'Waldorf', curriculums: [], readAs: null, rows: 1 },
    ]);
    // The operator reads Waldorf as Montessori: so does the next file.
    await client.settings(id, {
      columns: [{ header: 'Dénomination', field: 'name' }],
      programmes: [{ programme: 'Waldorf', curriculums: ['montessori'] }],
    });
    const next = await client.uploaded('porto-again.csv', csv.replace('Dénomination', 'School name'));
    expect((await client.read(next)).programmes[2]).toEqual({
      programme: 'Waldorf',
      curriculums: ['montessori'],
      readAs: 'operator',
      rows: 1,
    });
  });

  it('keeps the facts of a list without a licence private, and credits a licensed one by its name', async () => {
    const listed = await buildSchool(api.database.db, {
      name: 'Colégio Luso',
      country_code: 'PT',
      city: 'Braga',
    });
    const csv =
      'School name,City,Country,Phone\r\nColégio Luso,Braga,PT,+351 253 000 000\r\nEscola Nova de Braga,Braga,PT,\r\n';
    const secret = await client.uploaded('braga.csv', csv);
    await client.settings(secret, { datasetName: 'Braga schools', licence: 'unknown' });
    const preview = await client.read(secret);
    expect(preview.privateFacts).toBe(true);
    expect(preview.rows.items[0]).toMatchObject({
      outcome: 'match',
      fields: [],
      kept: [{ field: 'phone', because: 'private', value: '+351 253 000 000' }],
    });
    expect(await client.commit(secret)).toMatchObject({
      success: true,
      item: { created: 1, updated: 0, unchanged: 1 },
    });
    const nova = await tables()
      .selectFrom('school')
      .selectAll()
      .where('name', '=', 'Escola Nova de Braga')
      .executeTakeFirstOrThrow();
    expect(nova.status).toBe('draft');
    expect(
      (
        await tables()
          .selectFrom('school')
          .select('phone')
          .where('id', '=', listed.id)
          .executeTakeFirstOrThrow()
      ).phone,
    ).toBeNull();

    const open = await client.uploaded('braga-2026.csv', csv);
    await client.settings(open, { datasetName: 'Braga schools', licence: 'CC-BY-4.0' });
    await client.commit(open);
    const page = await api.graphql(SCHOOL_PAGE, { variables: { id: listed.id } });
    expect(page.data?.school?.sources).toEqual([
      { field: 'phone', source: 'braga-schools', datasetName: 'Braga schools', licence: 'CC-BY-4.0' },
    ]);
  });

  it('skips a chain of low-cost schools that call themselves international, and imports them in one click', async () => {
    const id = await client.uploaded('nairobi.geojson', NAIROBI);
    const preview = await client.read(id);
    expect(preview.operators).toEqual([
      { operator: 'Bridge International Academies', rows: 3, lowCostChain: true, action: 'skip' },
    ]);
    expect(preview.rows.items.map((row) => [row.name, row.outcome, row.reason])).toEqual([
      ['International School of Kenya', 'new', null],
      ['Bridge International Academy Kawangware', 'skipped', 'lowCostChain'],
      ['Bridge International Academy Mukuru', 'skipped', 'lowCostChain'],
      ['Bridge International Academy Kibera', 'skipped', 'lowCostChain'],
    ]);
    expect(preview.rows.items[0]).toMatchObject({ city: 'Nairobi', countryCode: 'KE' });
    await client.settings(id, {
      operators: [{ operator: 'Bridge International Academies', action: 'import' }],
    });
    expect((await client.read(id)).counts).toMatchObject({ new: 4, skipped: 0 });
  });
});
