import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { gunzipSync } from 'node:zlib';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { parse } from 'csv-parse/sync';
import { type RawBuilder, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { countryByCode } from '@/core/server/countries/countries';
import { OPEN_DATA_RATE } from '@/modules/openschool/server/open-data/open-data-routes';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { GRAPHQL_EXAMPLES } from '@/modules/openschool/shared/open-data/graphql-examples';
import {
  fieldSourceText,
  gradeTuitionText,
  OPEN_DATA_FIELDS,
  type OpenDataRecord,
} from '@/modules/openschool/shared/open-data/open-data-fields';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const SITE = 'https://schools.example';
/** csv-parse with nothing relaxed: a comment line or a ragged row fails it. */
const STRICT_CSV = {
  columns: true,
  bom: true,
  relax_column_count: false,
  relax_quotes: false,
  skip_empty_lines: false,
  skip_records_with_error: false,
} as const;
/** Python's csv module, as a data user reads the file: the header, then a count of its rows. */
const PYTHON_CSV = `
import csv, sys
with open(sys.argv[1], newline='', encoding='utf-8-sig') as f:
    reader = csv.DictReader(f, strict=True)
    rows = list(reader)
print(','.join(reader.fieldnames)); print(len(rows)); print(rows[0]['id'] if rows else '')
`;
const NAMES = OPEN_DATA_FIELDS.map((field) => field.name);

const SCHOOL = graphql(`
  query openDataSchool($id: ID!) {
    school(id: $id) {
      _id name city country address latitude longitude website languages accreditations boarding
      ageFrom ageTo avgFees ratingAvg ratingCount lastVerifiedAt verifiedSource
      curriculums { name }
      fees { academicYear grades { age grade { code } tuition { yearly { amountMinor currency minorDigits } } } }
      feeHistory { years { academicYear averageTuition { amountMinor currency minorDigits } } }
      sources { field source licence }
      confirmations { fact count lastConfirmedOn }
    }
  }
`);
const SUMMARY = graphql('query openDataSummaryOfTest { openDataSummary { schools updatedAt } }');

interface ExportFile {
  license: { id: string; url: string };
  attribution: string;
  fields: string[];
  schools: OpenDataRecord[];
}

let address = 0;
/** Each test downloads from an address of its own: the hourly limit counts per address. */
const nextAddress = () => `10.9.0.${++address}`;

describe.each(ENGINES)('open data exports on %s', (engine) => {
  let api: TestApp;
  let banded: { id: string };
  let plain: { id: string };
  let draft: { id: string };
  let bare: { id: string };

  const download = (url: string, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    api.app.inject({ method: 'GET', url, headers, remoteAddress });
  /** The words of the SQL each open data request ran (its query trace), in the order they ended. */
  const statements: string[][] = [];
  /**
   * The file once rebuilt after a change: the previous one is served until then, so a revalidation
   * with its tag is answered 304 meanwhile.
   */
  const rebuilt = async (url: string, etag: string) => {
    let response: Awaited<ReturnType<typeof download>> | undefined;
    await expect
      .poll(
        async () => {
          response = await download(url, { 'if-none-match': etag });
          return response.statusCode;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(200);
    return response!;
  };
  const tables = () => api.database.db.withTables<OpenSchoolTables>();

  /** The file as a strict reader takes it: a header, then a row per school, nothing relaxed. */
  const csvRecords = (body: string): Record<string, string>[] => parse(body, STRICT_CSV);

  beforeAll(async () => {
    api = await startTestApp(engine);
    api.app.addHook('onResponse', async (request) => {
      if (request.url.startsWith('/api/open-data/')) statements.push([...(request.queryTrace?.words ?? [])]);
    });
    await api.app.settings.set('WEBSITE_URL', `${SITE}/`);
    await api.app.settings.set('WEBSITE_NAME', 'Schools "Example", Ltd');
    // UK years 7 to 9 in pounds: two bands this year, last year's fee left out.
    banded = await buildSchool(
      api.database.db,
      {
        name: 'Open Data Banded School, "Lisbon"',
        country_code: 'GB',
        city: 'York',
        address: '1 Minster Yard; York',
        latitude: 53.96,
        longitude: -1.08,
        website: 'https://banded.example',
        languages: ['en', 'fr'],
        accreditations: ['CIS', 'IB'],
        boarding: true,
        age_from: 11,
        age_to: 13,
        grade_system: 'UK',
        last_verified_at: new Date('2026-05-06T00:00:00Z'),
        verified_source: 'Phone call with admissions, May 2026',
        avg_fees_usd_cents: null,
      },
      { curriculums: ['ib-dp', 'ib-myp'] },
    );
    const fee = (ageFrom: number | null, ageTo: number | null, amount: number, year = '2026-2027') => ({
      id: uuidv7(),
      school_id: banded.id,
      kind: 'tuition',
      age_from: ageFrom,
      age_to: ageTo,
      amount_minor: amount,
      currency: 'GBP',
      period: 'year',
      academic_year: year,
      note: null,
    });
    await tables()
      .insertInto('school_fee')
      .values([fee(11, 12, 2_050_050), fee(13, 13, 2_200_000), fee(11, 13, 1_000_000, '2025-2026')])
      .execute();
    plain = await buildSchool(api.database.db, { name: 'Open Data Plain School' });
    draft = await buildSchool(api.database.db, { name: 'Open Data Draft School', status: 'draft' });
    // As imported from open data: a name, a country and a city; its other facts not known yet.
    bare = await buildSchool(
      api.database.db,
      { name: 'Open Data Bare School', country_code: 'IS', city: 'Akureyri', avg_fees_usd_cents: null },
      { curriculums: [] },
    );
  });
  afterAll(() => api.close());

  const listedIds = async () =>
    (await tables().selectFrom('school').select('id').where('listed', '=', true).orderBy('id').execute()).map(
      (row) => row.id,
    );

  it('lists every listed school once, in CSV and JSON, with every field and no unlisted school', async () => {
    const ids = await listedIds();
    expect(ids).toEqual(expect.arrayContaining([banded.id, plain.id, bare.id]));

    const csv = await download('/api/open-data/schools.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    // RFC 4180: the header is the first line, and every line ends CRLF.
    expect(csv.body.split('\r\n')[0]).toBe(NAMES.join(','));
    expect(csv.body.endsWith('\r\n')).toBe(true);
    expect(csv.body).not.toMatch(/[^\r]\n/);
    const rows = csvRecords(csv.body);
    expect(rows.map((row) => row.id)).toEqual(ids);

    const json = await download('/api/open-data/schools.json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const file = json.json<ExportFile>();
    expect(file.fields).toEqual(NAMES);
    expect(file.schools.map((school) => school.id)).toEqual(ids);
    for (const school of file.schools) expect(Object.keys(school)).toEqual(NAMES);
    expect(csv.body).not.toContain(draft.id);
    expect(json.body).not.toContain(draft.id);
  });

  it('gives each school what its page’s API shows, the same in both files', async () => {
    const csvRows = csvRecords((await download('/api/open-data/schools.csv')).body);
    const records = (await download('/api/open-data/schools.json')).json<ExportFile>().schools;
    for (const id of [banded.id, plain.id, bare.id]) {
      const page = (await api.graphql(SCHOOL, { variables: { id } })).data!.school!;
      const record = records.find((school) => school.id === id)!;
      const grades = page.fees.grades.flatMap((row) =>
        row.tuition?.yearly ? [{ ...row, yearly: row.tuition.yearly }] : [],
      );
      expect(record).toEqual({
        id,
        url: `${SITE}/schools/${countryByCode(page.country)!.slug}/${id}`,
        name: page.name,
        country: page.country,
        city: page.city,
        address: page.address,
        latitude: page.latitude,
        longitude: page.longitude,
        website: page.website,
        curriculums: page.curriculums.map((curriculum) => curriculum.name),
        languages: page.languages,
        ageFrom: page.ageFrom,
        ageTo: page.ageTo,
        accreditations: page.accreditations,
        boarding: page.boarding,
        feesAcademicYear: page.fees.academicYear,
        feesByGrade: grades.map((row) => ({
          age: row.age,
          grade: row.grade?.code ?? null,
          amount: row.yearly.amountMinor / 10 ** row.yearly.minorDigits,
          currency: row.yearly.currency,
        })),
        feesHistory: page.feeHistory.years.map((year) => ({
          academicYear: year.academicYear,
          amount: year.averageTuition.amountMinor / 10 ** year.averageTuition.minorDigits,
          currency: year.averageTuition.currency,
        })),
        avgFeesUsd: page.avgFees,
        ratingAverage: page.ratingAvg,
        ratingCount: page.ratingCount,
        lastVerified: page.lastVerifiedAt,
        // Where its last check looked, as its page says it, then its imported fields.
        sources: [
          ...(page.lastVerifiedAt && page.verifiedSource
            ? [{ field: 'lastVerified', source: page.verifiedSource, licence: null }]
            : []),
          ...page.sources,
        ],
        // Members' confirmations as the page counts them (decision 091).
        confirmations: page.confirmations.map(({ fact, count, lastConfirmedOn }) => ({
          fact,
          count,
          lastConfirmed: lastConfirmedOn,
        })),
        lastConfirmed:
          page.confirmations
            .map((entry) => entry.lastConfirmedOn)
            .sort()
            .at(-1) ?? null,
      });
      const row = csvRows.find((candidate) => candidate.id === id)!;
      expect(row.name).toBe(record.name);
      expect(row.curriculums).toBe(record.curriculums.join('; '));
      expect(row.feesByGrade).toBe(record.feesByGrade.map(gradeTuitionText).join('; '));
      expect(row.boarding).toBe(record.boarding === null ? '' : String(record.boarding));
      expect(row.latitude).toBe(record.latitude === null ? '' : String(record.latitude));
      expect(row.sources).toBe(record.sources.map(fieldSourceText).join('; '));
    }
    expect(csvRows.find((row) => row.id === banded.id)!.sources).toBe(
      'lastVerified: Phone call with admissions, May 2026',
    );
    // What nobody gave is left empty, never a 0, a false or a default.
    expect(records.find((school) => school.id === bare.id)).toMatchObject({
      curriculums: [],
      languages: [],
      ageFrom: null,
      boarding: null,
      feesAcademicYear: null,
      feesByGrade: [],
      feesHistory: [],
      avgFeesUsd: null,
    });
    expect(csvRows.find((row) => row.id === bare.id)).toMatchObject({
      name: 'Open Data Bare School',
      city: 'Akureyri',
      curriculums: '',
      ageFrom: '',
      boarding: '',
      feesByGrade: '',
      avgFeesUsd: '',
    });
    // The banded school's years, this year's tuition only, in pounds with pence.
    expect(records.find((school) => school.id === banded.id)!.feesByGrade).toEqual([
      { age: 11, grade: 'Y7', amount: 20500.5, currency: 'GBP' },
      { age: 12, grade: 'Y8', amount: 20500.5, currency: 'GBP' },
      { age: 13, grade: 'Y9', amount: 22000, currency: 'GBP' },
    ]);
    expect(csvRows.find((row) => row.id === banded.id)!.feesByGrade).toBe(
      '11/Y7: 20500.5 GBP; 12/Y8: 20500.5 GBP; 13/Y9: 22000 GBP',
    );
    // Every year kept, averaged over the school years in whole pounds: last year's too.
    expect(csvRows.find((row) => row.id === banded.id)!.feesHistory).toBe(
      '2025-2026: 10000 GBP; 2026-2027: 21000 GBP',
    );
  });

  it('carries the licence and the attribution in the headers and in both files', async () => {
    for (const format of ['csv', 'json']) {
      const response = await download(`/api/open-data/schools.${format}`);
      expect(response.headers.link).toBe(
        `<https://creativecommons.org/licenses/by/4.0/>; rel="license", <${SITE}/open-data>; rel="describedby", ` +
          `<${SITE}/api/open-data/datapackage.json>; rel="describedby"; type="application/json"`,
      );
      expect(response.headers['x-attribution']).toBe(
        `Schools "Example", Ltd (${SITE}/open-data), CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)`,
      );
      expect(response.headers['content-disposition']).toBe(`attachment; filename="schools.${format}"`);
    }
    // Not in the CSV itself: a comment line is no part of CSV, and strict readers fail on it.
    const csv = (await download('/api/open-data/schools.csv')).body;
    expect(csv.startsWith('id,url,name,')).toBe(true);
    const json = (await download('/api/open-data/schools.json')).json<ExportFile>();
    expect(Object.keys(json).slice(0, 2)).toEqual(['license', 'attribution']);
    expect(json.license).toMatchObject({
      id: 'CC-BY-4.0',
      url: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(json.attribution).toContain(`${SITE}/open-data`);
  });

  it('reads with Python’s csv module and csv-parse’s strict options: a row per listed school', async () => {
    const listed = await listedIds();
    for (const url of ['/api/open-data/schools.csv', '/api/open-data/schools.csv?bom=1']) {
      const response = await download(url);
      expect(response.statusCode, url).toBe(200);
      expect(
        csvRecords(response.body).map((row) => row.id),
        url,
      ).toEqual(listed);
      const file = path.join(os.tmpdir(), `open-data-${process.pid}-${engine}.csv`);
      fs.writeFileSync(file, response.rawPayload);
      try {
        const [header, count, first] = execFileSync('python3', ['-c', PYTHON_CSV, file], { encoding: 'utf8' })
          .trim()
          .split('\n');
        expect(header!.split(','), url).toEqual(NAMES);
        expect(Number(count), url).toBe(listed.length);
        // The mark read as the encoding's, not as part of the first column's name.
        expect(first, url).toBe(listed[0]);
      } finally {
        fs.rmSync(file, { force: true });
      }
    }
    // For spreadsheets: the same bytes after UTF-8's byte order mark, a tag of their own.
    const plain = await download('/api/open-data/schools.csv');
    const marked = await download('/api/open-data/schools.csv?bom=1', { 'accept-encoding': 'gzip' });
    expect([...marked.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(marked.rawPayload.subarray(3).equals(plain.rawPayload)).toBe(true);
    expect(marked.headers['content-length']).toBe(String(plain.rawPayload.length + 3));
    expect(marked.headers.etag).not.toBe(plain.headers.etag);
    expect(
      (await download('/api/open-data/schools.csv?bom=1', { 'if-none-match': String(marked.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it('describes both files in a datapackage.json valid against the Data Package profiles', async () => {
    const response = await download('/api/open-data/datapackage.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const descriptor = response.json();
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    // The profiles' hint to form builders, not a format of JSON Schema.
    ajv.addFormat('textarea', true);
    const profile = (name: string) =>
      JSON.parse(fs.readFileSync(path.resolve(`tests/fixtures/data-package/${name}.json`), 'utf8'));
    const validatePackage = ajv.compile(profile('data-package'));
    expect(validatePackage(descriptor), JSON.stringify(validatePackage.errors)).toBe(true);
    for (const resource of descriptor.resources) {
      const validate = ajv.compile(profile(resource.profile));
      expect(validate(resource), JSON.stringify(validate.errors)).toBe(true);
    }
    expect(descriptor.licenses).toEqual([
      { name: 'CC-BY-4.0', path: 'https://creativecommons.org/licenses/by/4.0/', title: 'CC BY 4.0' },
    ]);
    expect(descriptor.sources[0]).toEqual({ title: 'Schools "Example", Ltd', path: `${SITE}/open-data` });
    const [csv, json] = descriptor.resources;
    expect(csv).toMatchObject({
      path: 'schools.csv',
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
    });
    expect(json).toMatchObject({ path: 'schools.json', format: 'json', mediatype: 'application/json' });
    // Every column, in order, typed and described as /open-data describes it.
    const english = JSON.parse(fs.readFileSync(path.resolve('public/locales/en/open-data.json'), 'utf8'));
    expect(csv.schema.fields.map((field: { name: string }) => field.name)).toEqual(NAMES);
    for (const field of csv.schema.fields)
      expect(field.description).toContain(english.fields.about[field.name]);
    expect(csv.schema.fields.find((field: { name: string }) => field.name === 'ageFrom').type).toBe(
      'integer',
    );
    // The files beside it are where its paths say.
    for (const resource of descriptor.resources)
      expect((await download(`/api/open-data/${resource.path}`)).statusCode).toBe(200);
  });

  it('lets a web app of any origin read the files, without credentials', async () => {
    const origin = { origin: 'https://elsewhere.example' };
    for (const url of [
      '/api/open-data/schools.csv',
      '/api/open-data/schools.json',
      '/api/open-data/datapackage.json',
    ]) {
      const response = await download(url, origin);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
    expect(
      (await download('/api/open-data/schools.csv', origin)).headers['access-control-expose-headers'],
    ).toContain('link');
    // A revalidation from another origin sends If-None-Match: its preflight is answered.
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/open-data/schools.csv',
      headers: {
        ...origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('if-none-match');
  });

  it('answers 304 to a revalidation until what the file shows changes', async () => {
    const first = await download('/api/open-data/schools.csv');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"csv-/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await download('/api/open-data/schools.csv', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await download('/api/open-data/schools.json')).headers.etag).not.toBe(etag);

    // A fee is what the file shows: a new tag, and the new amount.
    await tables()
      .updateTable('school_fee')
      .set({ amount_minor: 2_300_000 })
      .where('school_id', '=', banded.id)
      .where('age_from', '=', 13)
      .where('academic_year', '=', '2026-2027')
      .execute();
    await api.database.changes.sync();
    const changed = await rebuilt('/api/open-data/schools.csv', etag);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('13/Y9: 23000 GBP');
    const newTag = String(changed.headers.etag);
    expect((await download('/api/open-data/schools.csv', { 'if-none-match': newTag })).statusCode).toBe(304);

    // Unlisting a school changes it too; a write elsewhere (a rate limit's row) does not.
    await tables().updateTable('school').set({ status: 'draft' }).where('id', '=', plain.id).execute();
    await api.database.changes.sync();
    const unlisted = await rebuilt('/api/open-data/schools.csv', newTag);
    expect(unlisted.body).not.toContain(plain.id);
    const latest = String(unlisted.headers.etag);
    await download('/api/open-data/schools.json');
    expect((await download('/api/open-data/schools.csv', { 'if-none-match': latest })).statusCode).toBe(304);
    await tables().updateTable('school').set({ status: 'published' }).where('id', '=', plain.id).execute();
    await api.database.changes.sync();
    await rebuilt('/api/open-data/schools.csv', latest);
  });

  it('sends the file built once per data version, without reading a school', async () => {
    const first = await download('/api/open-data/schools.json');
    statements.length = 0;
    const second = await download('/api/open-data/schools.json');
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(second.body).toBe(first.body);
    // Its hourly count is all the database does for a download.
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('rate_attempt');
    expect(statements[0]).not.toContain('school');
    // Compressed when it was built, as it is sent; the same tag (weak: the bytes differ).
    const gzipped = await download('/api/open-data/schools.json', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(first.headers.etag);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
  });

  it('limits full downloads per address and hour, with a translated message', async () => {
    const from = nextAddress();
    for (let i = 0; i < OPEN_DATA_RATE.limit; i++) {
      expect((await download('/api/open-data/schools.json', {}, from)).statusCode).toBe(200);
    }
    const refused = await download('/api/open-data/schools.csv', { 'accept-language': 'fr' }, from);
    expect(refused.statusCode).toBe(429);
    const french = JSON.parse(fs.readFileSync(path.resolve('public/locales/fr/errors.json'), 'utf8'));
    expect(refused.json()).toEqual({ success: false, code: 'rate.limited', error: french['rate.limited'] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Revalidations are not counted: they read no school.
    const etag = String((await download('/api/open-data/schools.csv')).headers.etag);
    expect((await download('/api/open-data/schools.csv', { 'if-none-match': etag }, from)).statusCode).toBe(
      304,
    );
    // Another address still downloads.
    expect((await download('/api/open-data/schools.csv')).statusCode).toBe(200);
  });

  it('answers every example of the page, and says how many schools the files hold', async () => {
    for (const example of GRAPHQL_EXAMPLES) {
      const response = await api.graphql(example.query);
      expect(response.errors, example.key).toBeUndefined();
      expect(response.data, example.key).toBeTruthy();
    }
    const summary = (await api.graphql(SUMMARY)).data!.openDataSummary;
    expect(summary.schools).toBe((await listedIds()).length);
    const [latest] = await tables()
      .selectFrom('school')
      .select('updated_at')
      .where('listed', '=', true)
      .orderBy('updated_at', 'desc')
      .limit(1)
      .execute();
    expect(summary.updatedAt).toBe(latest!.updated_at.toISOString());
  });

  it('is in the sitemap, and crawlers may read the files under the API’s disallowed path', async () => {
    const sitemap = (await download('/sitemaps/en.xml')).body;
    for (const path of ['/open-data', '/api/open-data/schools.csv', '/api/open-data/schools.json'])
      expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
    await api.app.settings.set('ENABLE_SEO_INDEX', true);
    const robots = (await download('/robots.txt')).body.split('\n');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Allow: /api/open-data/');
  });

  it('serves the public GraphQL schema as committed, and nothing while the module is off', async () => {
    const schema = await download('/api/open-data/schema.graphql');
    expect(schema.statusCode).toBe(200);
    expect(schema.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(schema.body).toBe(fs.readFileSync(path.resolve('schema/public.graphql'), 'utf8'));
    await api.app.settings.set('ENABLE_OPENSCHOOL', false);
    try {
      for (const url of [
        '/api/open-data/schools.csv',
        '/api/open-data/schools.json',
        '/api/open-data/schema.graphql',
      ])
        expect((await download(url)).statusCode).toBe(404);
    } finally {
      await api.app.settings.set('ENABLE_OPENSCHOOL', true);
    }
  });
});

// Built a batch at a time into a file: the server's heap holds a batch, never the file.
describe('open data export of 20,000 schools on pglite', () => {
  // 9 MB of CSV, 20 MB of JSON: a build that held either in memory would show.
  // `npm run bench` times the downloads on its own data and watches the server's RSS.
  const COUNT = 20_000;
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp('pglite');
    const db = api.database.db;
    // Triggers off while loading (fee averages, the listing gate, per-row notifications): the
    // rows are written listed, as the gate would have made them.
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await bulkSchools(sql`generate_series(1, ${COUNT}) as n`).execute(trx);
      await sql`
        insert into school_curriculum (school_id, curriculum_id)
        select school.id, curriculum.id from school, curriculum
        where school.name like 'Bulk School %' and curriculum.slug = 'ib-dp'`.execute(trx);
      await sql`
        insert into school_fee (id, school_id, kind, age_from, age_to, amount_minor, currency, period, academic_year)
        select uuidv7(), school.id, 'tuition', band.age_from, band.age_to, band.amount, 'EUR', 'year', '2026-2027'
        from school, (values (6, 11, 1200000), (12, 17, 1500000)) as band (age_from, age_to, amount)
        where school.name like 'Bulk School %'`.execute(trx);
    });
  }, 180_000);
  afterAll(() => api.close());

  it('builds the files a batch at a time: the server’s heap stays flat', async () => {
    // What the heap holds, not what it has yet to collect: a collection before each reading.
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const liveHeap = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    const before = liveHeap();
    let heapPeak = before;
    // A reading collects the whole heap, which in a worker that ran other files before may take
    // seconds on a loaded machine: the next waits five times as long as this one took, so the
    // readings never take more than a sixth of the time from the build they watch.
    let sampling: NodeJS.Timeout | undefined;
    const sample = () => {
      const started = performance.now();
      heapPeak = Math.max(heapPeak, liveHeap());
      sampling = setTimeout(sample, Math.max(1_000, 5 * (performance.now() - started)));
    };
    sampling = setTimeout(sample, 1_000);
    let first: Awaited<ReturnType<typeof api.app.inject>>;
    try {
      // The first download waits for the build of both files.
      first = await api.app.inject({ method: 'GET', url: '/api/open-data/schools.csv' });
    } finally {
      clearTimeout(sampling);
    }
    const bytes = first.rawPayload.byteLength;
    console.info(
      `open data: ${COUNT} schools, ${(bytes / 1024 / 1024).toFixed(1)} MB of CSV; ` +
        `live heap peak +${((heapPeak - before) / 1024 / 1024).toFixed(1)} MB while building and sending`,
    );
    // The header and a line per school.
    expect(first.body.split('\r\n').filter(Boolean)).toHaveLength(COUNT + 1);
    expect(bytes).toBeGreaterThan(8 * 1024 * 1024);
    // Built a batch at a time, a few batches of rows are in memory at most (5.4 MB measured
    // when the file was streamed); every school's row read first would take several times that.
    expect(heapPeak - before).toBeLessThan(16 * 1024 * 1024);
  }, 180_000);
});

/** Inserts a listed school named "Bulk School n" for each row of `rows` (one column, n). */
function bulkSchools(rows: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    insert into school (id, name, slug, city, country_code, latitude, longitude, address, website,
      languages, accreditations, age_from, age_to, grade_system, status, listed, avg_fees_usd_cents)
    select uuidv7(), 'Bulk School ' || n, 'bulk-school-' || n, 'Bulk City ' || (n % 500), 'DE',
      48 + (n % 1000) / 1000.0, 11 + (n % 997) / 1000.0, n || ' Bulk Street', 'https://bulk' || n || '.example',
      array['de', 'en'], array['CIS'], 6, 17, 'DE', 'published', true, 1500000 + n
    from ${rows}`;
}
