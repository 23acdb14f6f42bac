import type { TypedDocumentNode } from '@urql/core';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import type { AuditTables } from '@/core/server/admin/audit/audit-tables';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { SCHOOL_FILE_HEADERS } from '@/modules/openschool/shared/admin/school-admin-list';
import { schoolInput as publishedSchoolInput } from '../factories/school-input';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const SCHOOL = adminGraphql(`fragment SchoolTestFields on AdminSchool {
  _id version name countryCode city status listed notListedReasons avgFees
  curriculums languages description fees { _id kind amount currency period academicYear ageFrom }
}`);
const LIST = adminGraphql(`query ($list: AdminListInput) {
  adminSchools(list: $list) { pageInfo { count } items { _id name city status listed avgFees } }
}`);
const CREATE = adminGraphql(
  `mutation ($input: JSON!) {
    adminCreateSchool(input: $input) { success code field fieldErrors { field code } item { ...SchoolTestFields } }
  }`,
  [SCHOOL],
);
const UPDATE = adminGraphql(
  `mutation ($id: ID!, $version: Int!, $input: JSON!) {
    adminUpdateSchool(id: $id, version: $version, input: $input) {
      success code field fieldErrors { field code } item { ...SchoolTestFields }
    }
  }`,
  [SCHOOL],
);
const READ = adminGraphql('query ($id: ID!) { adminSchool(id: $id) { ...SchoolTestFields } }', [SCHOOL]);
const BULK = adminGraphql(
  'mutation ($action: String!, $ids: [ID!]!) { adminSchoolsBulk(action: $action, ids: $ids) { success code count } }',
);
const EXPORT = adminGraphql(`query ($list: AdminListInput, $format: AdminFileFormat!) {
  adminSchoolsExport(list: $list, format: $format) { content count }
}`);
const IMPORT = adminGraphql(`mutation ($format: AdminFileFormat!, $content: String!, $commit: Boolean!) {
  adminImportSchools(format: $format, content: $content, commit: $commit) {
    success code committed created updated rows { line action errors { field code } }
  }
}`);
const PHOTOS = adminGraphql(
  'fragment PhotosTestResult on AdminSchoolPhotosResult { success code photos { _id imageId caption position } }',
);
const ADD_PHOTO = adminGraphql(
  `mutation ($schoolId: ID!, $imageId: String!, $caption: String) {
    adminAddSchoolPhoto(schoolId: $schoolId, imageId: $imageId, caption: $caption) { ...PhotosTestResult }
  }`,
  [PHOTOS],
);
const ORDER_PHOTOS = adminGraphql(
  `mutation ($schoolId: ID!, $ids: [ID!]!) {
    adminOrderSchoolPhotos(schoolId: $schoolId, ids: $ids) { ...PhotosTestResult }
  }`,
  [PHOTOS],
);
const CAPTION_PHOTO = adminGraphql(
  'mutation ($id: ID!, $caption: String) { adminCaptionSchoolPhoto(id: $id, caption: $caption) { ...PhotosTestResult } }',
  [PHOTOS],
);
const REMOVE_PHOTO = adminGraphql(
  'mutation ($id: ID!) { adminRemoveSchoolPhoto(id: $id) { ...PhotosTestResult } }',
  [PHOTOS],
);
const ADD_PHOTO_AS_MEMBER = adminGraphql(
  'mutation ($id: ID!) { adminAddSchoolPhoto(schoolId: $id, imageId: "abc") { success } }',
);

type School = ResultOf<typeof SCHOOL>;
type SchoolPage = ResultOf<typeof LIST>['adminSchools'];

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++sequence}`;

const schoolInput = (overrides: Record<string, unknown> = {}) =>
  publishedSchoolInput({ name: unique('Porto Harbour International School'), status: 'draft', ...overrides });

describe.each(ENGINES)('schools in the admin on %s', (engine) => {
  let api: TestApp;
  let editor: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    editor = await signedInWith(api, ['School']);
  });
  afterAll(() => api.close());

  const admin = <R, V>(document: TypedDocumentNode<R, V>, variables?: V) =>
    api.admin(editor, document, variables);
  const list = async (variables: VariablesOf<typeof LIST>['list']) =>
    (await admin(LIST, { list: variables })).data!.adminSchools;
  const create = async (input: Record<string, unknown>) =>
    (await admin(CREATE, { input })).data!.adminCreateSchool;
  const update = async (school: School, input: Record<string, unknown>) =>
    (await admin(UPDATE, { id: school._id, version: school.version, input })).data!.adminUpdateSchool;
  const revisions = (schoolId: string) =>
    api.database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school_revision')
      .selectAll()
      .where('school_id', '=', schoolId)
      .orderBy('created_at')
      .execute();
  const schoolCount = async () =>
    (await api.database.db.withTables<OpenSchoolTables>().selectFrom('school').select('id').execute()).length;
  const filter = (key: string, value: string) => ({ key, value });

  it('lists every school, listed or not, with its filters and sorts', async () => {
    const city = unique('Tartu');
    const db = api.database.db;
    const cheap = await buildSchool(db, {
      city,
      country_code: 'EE',
      name: `Aalto ${city}`,
      avg_fees_usd_cents: 800_000,
    });
    const dear = await buildSchool(db, {
      city,
      country_code: 'EE',
      name: `Baltic ${city}`,
      avg_fees_usd_cents: 2_500_000,
    });
    const draft = await buildSchool(db, { city, country_code: 'EE', name: `Cedar ${city}`, status: 'draft' });
    const bare = await buildSchool(
      db,
      { city, country_code: 'LV', name: `Dune ${city}` },
      { curriculums: [] },
    );
    const noFees = await buildSchool(db, {
      city,
      country_code: 'EE',
      name: `Elm ${city}`,
      avg_fees_usd_cents: null,
    });
    const archived = await buildSchool(db, {
      city,
      country_code: 'EE',
      name: `Fir ${city}`,
      status: 'archived',
    });

    const names = (page: SchoolPage) => page.items.map((school) => school.name);
    expect((await list({ q: city, limit: 50 })).pageInfo.count).toBe(6);
    expect(names(await list({ q: city, filters: [filter('countryCode', 'lv')] }))).toEqual([bare.name]);
    expect(names(await list({ q: city, filters: [filter('status', 'draft')] }))).toEqual([draft.name]);
    // Listed once published: what a school lacks besides its name, country and city keeps none out.
    expect(names(await list({ q: city, sort: 'name', filters: [filter('listed', 'true')] }))).toEqual([
      cheap.name,
      dear.name,
      bare.name,
      noFees.name,
    ]);
    expect(names(await list({ q: city, sort: 'name', filters: [filter('waiting', 'true')] }))).toEqual([
      draft.name,
    ]);
    expect(names(await list({ q: city, filters: [filter('hasFees', 'false')] }))).toEqual([noFees.name]);
    expect(
      names(await list({ q: city, sort: 'name', filters: [filter('curriculum', 'IB-DP')] })),
    ).not.toContain(bare.name);
    // Unknown fees last.
    expect(names(await list({ q: city, sort: '-avgFees', filters: [filter('listed', 'true')] }))).toEqual([
      dear.name,
      bare.name,
      cheap.name,
      noFees.name,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ q: city, filters: [filter('updatedAt', `${today}..`)] })).pageInfo.count).toBe(6);
    expect((await list({ q: city, filters: [filter('updatedAt', '..2020-01-01')] })).pageInfo.count).toBe(0);
    expect(names(await list({ q: city, filters: [filter('status', 'archived')] }))).toEqual([archived.name]);

    const refused = await admin(LIST, { list: { filters: [filter('status', 'closed')] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('filter.invalid');
  });

  it('creates a school through saveSchool, with its revision; a draft until published in bulk', async () => {
    const created = await create(schoolInput());
    expect(created).toMatchObject({
      success: true,
      item: {
        status: 'draft',
        listed: false,
        notListedReasons: ['notPublished'],
        curriculums: ['ib-dp', 'igcse'],
        version: 1,
      },
    });
    const school = created.item!;
    expect(school.avgFees).toBeCloseTo(12_900 / 0.86, 0);
    const [first] = await revisions(school._id);
    expect(first).toMatchObject({ kind: 'create', source: 'School website, fees page' });
    expect(first!.author_email).toMatch(/@/);

    const published = await admin(BULK, {
      action: 'publish',
      ids: [school._id],
    });
    expect(published.data!.adminSchoolsBulk).toEqual({ success: true, code: null, count: 1 });
    const [listed] = (await list({ q: school.name })).items;
    expect(listed).toMatchObject({ status: 'published', listed: true });
    const [, statusChange] = await revisions(school._id);
    expect(statusChange!.kind).toBe('edit');
    expect((statusChange!.changes as { field: string }[]).map((change) => change.field)).toEqual(['status']);
  });

  it('saves an edit with its revision, and refuses one based on an older version', async () => {
    const school = (await create(schoolInput({ status: 'published' }))).item!;
    const edited = await update(
      school,
      schoolInput({ name: school.name, city: 'Braga', status: 'published', source: 'Phone call' }),
    );
    expect(edited).toMatchObject({ success: true, item: { city: 'Braga', version: 2 } });
    const [, edit] = await revisions(school._id);
    expect(edit).toMatchObject({ kind: 'edit', source: 'Phone call' });
    expect((edit!.changes as { field: string }[]).map((change) => change.field)).toEqual(['city']);

    const stale = await update(school, schoolInput({ name: school.name, city: 'Faro' }));
    expect(stale).toMatchObject({ success: false, code: 'record.conflict', item: null });
    expect((await list({ q: school.name })).items[0]?.city).toBe('Braga');
    expect(await revisions(school._id)).toHaveLength(2);
  });

  it('keeps the fee records a save leaves as they are: their ids, for the fee admin', async () => {
    const school = (await create(schoolInput({ status: 'published' }))).item!;
    const [tuition] = school.fees;
    const edited = await update(
      school,
      schoolInput({
        name: school.name,
        status: 'published',
        fees: [
          ...schoolInput().fees,
          {
            kind: 'deposit',
            ageFrom: null,
            ageTo: null,
            amount: 2000,
            currency: 'EUR',
            period: 'once',
            academicYear: '2026-2027',
          },
        ],
      }),
    );
    expect(edited.item!.fees.map((fee) => fee._id)).toContain(tuition!._id);
    await admin(BULK, { action: 'archive', ids: [school._id] });
    const [archived] = (await list({ q: school.name })).items;
    expect(archived).toMatchObject({ status: 'archived', listed: false });
    const fees = await api.database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school_fee')
      .select(['id', 'version'])
      .where('school_id', '=', school._id)
      .execute();
    expect(fees.map((fee) => fee.id)).toContain(tuition!._id);
    expect(fees.every((fee) => fee.version === 1)).toBe(true);
  });

  it('refuses what the data does not know, every field at once, and writes nothing', async () => {
    const before = await schoolCount();
    const refused = await create(
      schoolInput({
        curriculums: ['ib-dp', 'hogwarts'],
        fees: [{ ...schoolInput().fees[0], currency: 'XYZ' }],
      }),
    );
    expect(refused.success).toBe(false);
    expect(refused.fieldErrors).toEqual([
      { field: 'curriculums.1', code: 'curriculum.unknown' },
      { field: 'fees.0.currency', code: 'currency.unknown' },
    ]);
    const invalid = await create(schoolInput({ name: 'X', countryCode: 'Portugal', status: 'gone' }));
    expect(invalid.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'name.too.short' },
        { field: 'countryCode', code: 'country.invalid' },
        { field: 'status', code: 'status.invalid' },
      ]),
    );
    expect(await schoolCount()).toBe(before);
  });

  it('previews an import, writes nothing while a row is wrong, then imports through saveSchool', async () => {
    const city = unique('Coimbra');
    // A file typed by hand: some of the columns, and the tuition shorthand instead of `fees`.
    const header =
      'name,countryCode,city,address,website,email,phone,languages,accreditations,boarding,ageFrom,ageTo,gradeSystem,curriculums,tuitionAmount,tuitionCurrency,status';
    const row = (name: string, curriculums: string, currency: string) =>
      `${name},pt,${city},,https://school.example,,,en; pt,CIS,no,3,18,UK,${curriculums},9800,${currency},published`;
    const bad = [
      header,
      row('Mondego School', 'ib-dp; igcse', 'EUR'),
      row('Lusa School', 'hogwarts', 'EURO'),
    ].join('\n');
    const before = await schoolCount();
    for (const commit of [false, true]) {
      const preview = (
        await admin(IMPORT, {
          format: 'csv',
          content: bad,
          commit,
        })
      ).data!.adminImportSchools;
      expect(preview).toMatchObject({
        success: false,
        code: 'import.invalid',
        committed: false,
        rows: [
          { line: 1, action: 'create', errors: [] },
          { line: 2, action: 'create', errors: [{ field: 'fees.0.currency', code: 'currency.invalid' }] },
        ],
      });
    }
    const unknownCurriculum = [header, row('Lusa School', 'hogwarts', 'EUR')].join('\n');
    const second = (
      await admin(IMPORT, {
        format: 'csv',
        content: unknownCurriculum,
        commit: false,
      })
    ).data!.adminImportSchools;
    expect(second.rows[0]!.errors).toEqual([{ field: 'curriculums.0', code: 'curriculum.unknown' }]);
    expect(await schoolCount()).toBe(before);

    const good = [
      header,
      row('Mondego School', 'ib-dp; igcse', 'EUR'),
      row('Lusa School', 'cbse', 'eur'),
    ].join('\n');
    const done = (
      await admin(IMPORT, {
        format: 'csv',
        content: good,
        commit: true,
      })
    ).data!.adminImportSchools;
    expect(done).toMatchObject({ success: true, committed: true, created: 2, updated: 0 });
    const imported = (await list({ q: city, sort: 'name' })).items;
    expect(imported.map((school) => [school.name, school.status, school.listed])).toEqual([
      ['Lusa School', 'published', true],
      ['Mondego School', 'published', true],
    ]);
    const [revision] = await revisions(imported[0]!._id);
    expect(revision!.kind).toBe('import');
  });

  it('exports the file columns, and an edited export updates the schools it names, keeping the rest', async () => {
    const school = (
      await create(
        schoolInput({
          description: 'A small school by the river.',
          fees: [
            ...schoolInput().fees,
            {
              kind: 'registration',
              ageFrom: null,
              ageTo: null,
              amount: 500,
              currency: 'EUR',
              period: 'once',
              academicYear: '2026-2027',
            },
          ],
        }),
      )
    ).item!;
    const exported = (
      await admin(EXPORT, {
        list: { q: school.name },
        format: 'csv',
      })
    ).data!.adminSchoolsExport;
    expect(exported.count).toBe(1);
    const [headerLine, line] = exported.content
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(headerLine).toBe(['id', ...SCHOOL_FILE_HEADERS].join(','));
    expect(line).toContain(`${school._id},${school.name},PT,Porto,`);
    expect(line).toContain('A small school by the river.,en; pt,CIS,false,,,,,3,18,UK,ib-dp; igcse,');
    // Every fee, JSON in one cell.
    expect(line).toContain('""kind"":""registration"",""ageFrom"":null,""ageTo"":null,""amount"":500');
    expect(line).toMatch(/,draft$/);

    const edited = `${headerLine}\n${line!.replace('""amount"":12900', '""amount"":13500').replace(',Porto,', ',Gaia,')}`;
    const done = (
      await admin(IMPORT, {
        format: 'csv',
        content: edited,
        commit: true,
      })
    ).data!.adminImportSchools;
    expect(done).toMatchObject({ success: true, committed: true, created: 0, updated: 1 });
    const [after] = (await list({ q: school.name })).items;
    expect(after!.city).toBe('Gaia');
    const state = (
      await admin(READ, {
        id: school._id,
      })
    ).data!.adminSchool!;
    expect(state.description).toBe('A small school by the river.');
    expect(state.fees.map((fee) => [fee.kind, fee.amount]).sort()).toEqual([
      ['registration', 500],
      ['tuition', 13_500],
    ]);
    expect((await revisions(school._id)).at(-1)!.kind).toBe('import');

    // A file with some columns only leaves the school's others as they are.
    const partial = `id,name,countryCode,city\n${school._id},${school.name},PT,Braga\n`;
    const changed = (await admin(IMPORT, { format: 'csv', content: partial, commit: true })).data!
      .adminImportSchools;
    expect(changed).toMatchObject({ success: true, committed: true, created: 0, updated: 1 });
    const kept = (await admin(READ, { id: school._id })).data!.adminSchool!;
    expect(kept).toMatchObject({ city: 'Braga', description: 'A small school by the river.' });
    expect(kept.fees).toEqual(state.fees);
  });

  it('keeps a school’s photos in order, captioned, each change in the audit log', async () => {
    const school = (await create(schoolInput())).item!;
    const add = async (imageId: string, caption: string | null) =>
      (await admin(ADD_PHOTO, { schoolId: school._id, imageId, caption })).data!.adminAddSchoolPhoto;
    await add('a'.repeat(32), 'The library');
    const added = await add('schools/garden-view', '  ');
    expect(added.photos.map((photo) => [photo.imageId, photo.caption])).toEqual([
      ['a'.repeat(32), 'The library'],
      ['schools/garden-view', null],
    ]);
    expect((await add('../etc/passwd', null)).code).toBe('image.invalid');

    const ids = added.photos.map((photo) => photo._id).reverse();
    const ordered = (await admin(ORDER_PHOTOS, { schoolId: school._id, ids })).data!.adminOrderSchoolPhotos;
    expect(ordered.photos.map((photo) => photo._id)).toEqual(ids);
    const partial = (await admin(ORDER_PHOTOS, { schoolId: school._id, ids: [ids[0]!] })).data!
      .adminOrderSchoolPhotos;
    expect(partial.code).toBe('photos.order.invalid');

    const caption = (await admin(CAPTION_PHOTO, { id: ids[0]!, caption: 'The garden' })).data!
      .adminCaptionSchoolPhoto;
    expect(caption.photos[0]!.caption).toBe('The garden');
    const removed = (await admin(REMOVE_PHOTO, { id: ids[1]! })).data!.adminRemoveSchoolPhoto;
    expect(removed.photos.map((photo) => photo._id)).toEqual([ids[0]]);
    const audit = await api.database.db
      .withTables<AuditTables>()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', school._id)
      .where('action', 'like', 'photo.%')
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'photo.add',
      'photo.add',
      'photo.caption',
      'photo.order',
      'photo.remove',
    ]);
  });

  it('refuses direct writes to members, who propose instead (School:update without School:publish)', async () => {
    const school = (await create(schoolInput())).item!;
    const member = await signedInWith(api, ['School:list', 'School:read', 'School:create', 'School:update']);
    const asMember = <R, V>(document: TypedDocumentNode<R, V>, variables: V) =>
      api.admin(member, document, variables);
    const attempts = [
      await asMember(CREATE, { input: schoolInput() }),
      await asMember(UPDATE, {
        id: school._id,
        version: school.version,
        input: schoolInput({ name: school.name }),
      }),
      await asMember(BULK, { action: 'publish', ids: [school._id] }),
      await asMember(IMPORT, { format: 'csv', content: `${SCHOOL_FILE_HEADERS.join(',')}\n`, commit: false }),
      await asMember(ADD_PHOTO_AS_MEMBER, { id: school._id }),
    ];
    for (const answer of attempts) expect(answer.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    expect((await list({ q: school.name })).items[0]).toMatchObject({ status: 'draft', city: 'Porto' });
  });
});
