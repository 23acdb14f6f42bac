import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EXPORT_PATH, ADMIN_IMPORT_PATH } from '@/core/shared/admin-file-paths';
import { schoolStateOf } from '@/modules/openschool/server/admin/school-admin-record';
import { findSchoolAdminById } from '@/modules/openschool/server/admin/school-admin-repository';
import { seedDemoSchools } from '@/modules/openschool/server/demo/seed-demo';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { signedInWith } from './support/admin-users';
import { startTestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

/** Enough demo schools for every kind of value the generator makes, few enough for a quick run. */
const DEMO_COUNT = 40;

/** A multipart body as a browser's FormData would send it. */
async function multipart(name: string, content: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/plain' }), name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

interface ImportAnswer {
  success: boolean;
  code: string | null;
  field: string | null;
  committed: boolean;
  created: number;
  updated: number;
  rows: { line: number; action: string; id: string | null; errors: { field: string; code: string }[] }[];
}

/** An app on a fresh database, with an account that may do everything. */
async function site(engine: Parameters<typeof startTestApp>[0], env: Record<string, string> = {}) {
  const api = await startTestApp(engine, env);
  const cookie = await signedInWith(api, ['*']);
  const exportFile = async (plural: string, format: 'csv' | 'json', list?: object) => {
    const query = new URLSearchParams({ format, ...(list && { list: JSON.stringify(list) }) });
    const response = await api.app.inject({
      method: 'GET',
      url: `${ADMIN_EXPORT_PATH}/${plural}?${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return { content: response.body, headers: response.headers };
  };
  const importFile = async (plural: string, name: string, content: string, commit: boolean, as = cookie) => {
    const body = await multipart(name, content);
    const response = await api.app.inject({
      method: 'POST',
      url: `${ADMIN_IMPORT_PATH}/${plural}?commit=${commit}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: as },
    });
    return { status: response.statusCode, answer: response.json<ImportAnswer>() };
  };
  const schoolIds = async () =>
    (
      await api.database.db
        .withTables<OpenSchoolTables>()
        .selectFrom('school')
        .select('id')
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
  /** Every school as its admin page shows it: each field the form edits, and what derives from them. */
  const schools = async () => {
    const states = [];
    for (const id of await schoolIds()) {
      const record = (await findSchoolAdminById(api.database.db, id))!;
      const { version: _version, fees, ...state } = schoolStateOf(record);
      const sortedFees = fees.map((fee) => JSON.stringify(fee)).sort();
      states.push({
        id,
        slug: record.slug,
        listed: record.listed,
        avg: record.avgFeesUsdCents,
        ...state,
        fees: sortedFees,
      });
    }
    return states;
  };
  return { api, cookie, exportFile, importFile, schools, schoolIds };
}

type Site = Awaited<ReturnType<typeof site>>;

describe.each(ENGINES)('admin export and import round-trips on %s', (engine) => {
  let source: Site;
  let expected: Awaited<ReturnType<Site['schools']>>;
  const fresh: Site[] = [];
  const freshSite = async (env: Record<string, string> = {}) => {
    const made = await site(engine, env);
    fresh.push(made);
    return made;
  };

  beforeAll(async () => {
    source = await site(engine);
    await seedDemoSchools(source.api.database.db, { count: DEMO_COUNT, seed: 5, now: new Date() });
    // Two schools of one name in one city: distinct schools, both kept.
    const [first, second] = await source.schoolIds();
    const db = source.api.database.db.withTables<OpenSchoolTables>();
    const twin = await db
      .selectFrom('school')
      .select(['name', 'slug', 'city', 'country_code'])
      .where('id', '=', first!)
      .executeTakeFirstOrThrow();
    await db.updateTable('school').set(twin).where('id', '=', second!).execute();
    expected = await source.schools();
  }, 60_000);
  // Each test's fresh sites go when it ends: a PGlite database holds its memory until closed.
  afterEach(async () => {
    await Promise.all(fresh.splice(0).map((made) => made.api.close()));
  });
  afterAll(() => source?.api.close());

  // Reading a format is the same on both engines; writing what it read is not: the server takes
  // one format, the embedded engine both (docs/decisions/008-test-run-within-budget.md).
  it.each(engine === 'postgres' ? (['csv'] as const) : (['csv', 'json'] as const))(
    'moves every school into a fresh database as %s: same ids, every field, duplicate names kept',
    async (format) => {
      // The list as the admin's list page sends it: every page, sorted.
      const file = await source.exportFile('schools', format, { page: null, limit: null, sort: 'name' });
      expect(file.headers['x-export-count']).toBe(String(DEMO_COUNT));
      const twins = await source.exportFile('schools', format, { q: expected[0]!.name });
      expect(twins.headers['x-export-count']).toBe('2');
      expect(file.headers['content-disposition']).toMatch(
        new RegExp(`schools-\\d{4}-\\d{2}-\\d{2}\\.${format}`),
      );
      const target = await freshSite();
      const preview = await target.importFile('schools', `schools.${format}`, file.content, false);
      expect(preview.status).toBe(200);
      expect(preview.answer.rows.filter((row) => row.errors.length > 0)).toEqual([]);
      expect(preview.answer).toMatchObject({
        success: true,
        committed: false,
        created: DEMO_COUNT,
        updated: 0,
      });
      expect(await target.schoolIds()).toEqual([]);

      const done = await target.importFile('schools', `schools.${format}`, file.content, true);
      expect(done.answer).toMatchObject({ success: true, committed: true, created: DEMO_COUNT, updated: 0 });
      expect(await target.schools()).toEqual(expected);

      // The same file again changes the schools it names, and adds none (once: updates are slow).
      if (format === 'json') return;
      const again = await target.importFile('schools', `schools.${format}`, file.content, true);
      expect(again.answer).toMatchObject({ success: true, committed: true, created: 0, updated: DEMO_COUNT });
      expect(await target.schools()).toEqual(expected);
    },
    120_000,
  );

  // An upload is read before either engine sees it.
  it.skipIf(engine === 'postgres')(
    'takes a file over 1 MiB through the upload, each school kept under its id',
    async () => {
      const rows = JSON.parse((await source.exportFile('schools', 'json')).content) as Record<
        string,
        unknown
      >[];
      // Nearly the longest description the form takes, in a script of three bytes a character.
      const long = '这所学校在海边，有图书馆和花园。'.repeat(600);
      const content = JSON.stringify(rows.map((row) => ({ ...row, description: long })));
      expect(Buffer.byteLength(content)).toBeGreaterThan(1024 * 1024);
      const target = await freshSite();
      const created = await target.importFile('schools', 'schools.json', content, true);
      expect(created.answer).toMatchObject({ success: true, created: DEMO_COUNT, updated: 0 });
      const after = await target.schools();
      expect(after.map((school) => school.description)).toEqual(rows.map(() => long));
      expect(after.map(({ description: _d, ...rest }) => rest)).toEqual(
        expected.map(({ description: _d, ...rest }) => rest),
      );
    },
    120_000,
  );

  it('refuses a bad file with a translated code, writing nothing', async () => {
    const target = await freshSite();
    const file = (await source.exportFile('schools', 'csv')).content;
    const unknownColumn = await target.importFile(
      'schools',
      'schools.csv',
      file.replace('name,', 'nom,'),
      true,
    );
    expect(unknownColumn).toMatchObject({
      status: 400,
      answer: { code: 'import.header.unknown', field: 'nom' },
    });
    const json = await target.importFile('schools', 'schools.json', '{"name":', true);
    expect(json).toMatchObject({ status: 400, answer: { code: 'import.json.invalid' } });
    const empty = await target.importFile('schools', 'schools.csv', '\uFEFF', true);
    expect(empty).toMatchObject({ status: 400, answer: { code: 'import.empty' } });
    const [header, line] = file.split('\n');
    const twice = await target.importFile('schools', 'schools.csv', `${header}\n${line}\n${line}\n`, true);
    expect(twice).toMatchObject({ status: 422, answer: { code: 'import.invalid', committed: false } });
    expect(twice.answer.rows[1]!.errors).toEqual([{ field: 'id', code: 'import.duplicate' }]);
    const member = await signedInWith(target.api, ['School:create', 'School:update']);
    const refused = await target.importFile('schools', 'schools.csv', file, true, member);
    expect(refused.status).toBe(403);
    const unknownList = await target.api.app.inject({
      method: 'GET',
      url: `${ADMIN_EXPORT_PATH}/nothing?format=csv`,
      headers: { cookie: target.cookie },
    });
    expect(unknownList.statusCode).toBe(404);
    expect(await target.schoolIds()).toEqual([]);
  }, 60_000);

  it('exports the built-in roles as they are, and imports them cleanly here and into a fresh database', async () => {
    const custom = {
      name: `Reviewers ${Date.now()}`,
      description: 'Reads and rates',
      permissions: ['School:read', 'SchoolRating', 'Place:list', 'Unsplash:list', 'OpenSchool:configure'],
    };
    const created = await source.api.graphql(
      'mutation ($input: JSON!) { adminCreateRole(input: $input) { success item { _id } } }',
      { endpoint: 'admin', headers: { cookie: source.cookie }, variables: { input: custom } },
    );
    const customId = (created.data as { adminCreateRole: { item: { _id: string } } }).adminCreateRole.item
      ._id;
    const rolesOf = async (made: Site) =>
      await made.api.database.db
        .withTables<{
          role: {
            id: string;
            name: string;
            description: string | null;
            permissions: string[];
            built_in: boolean;
          };
        }>()
        .selectFrom('role')
        .select(['id', 'name', 'description', 'permissions', 'built_in'])
        .where((eb) => eb.or([eb('built_in', '=', true), eb('id', '=', customId)]))
        .orderBy('id')
        .execute();
    const roles = await rolesOf(source);
    expect(roles.filter((role) => role.built_in).map((role) => role.name)).toEqual([
      'Administrator',
      'Editor',
      'Member',
    ]);
    for (const format of ['csv', 'json'] as const) {
      const file = (await source.exportFile('roles', format, { filters: [] })).content;
      const here = await source.importFile('roles', `roles.${format}`, file, true);
      expect(here.answer.rows.filter((row) => row.errors.length > 0)).toEqual([]);
      expect(here.answer).toMatchObject({ success: true, committed: true, created: 0 });
      // A site with the modules of some of those permissions switched off takes them too.
      const target = await freshSite({ ENABLE_PLACE: 'false', ENABLE_UNSPLASH: 'false' });
      const there = await target.importFile('roles', `roles.${format}`, file, true);
      expect(there.answer.rows.filter((row) => row.errors.length > 0)).toEqual([]);
      expect(there.answer).toMatchObject({ success: true, committed: true });
      // The built-in roles are there already; the others come with their ids.
      expect(there.answer.rows.find((row) => row.id === customId)?.action).toBe('create');
      expect(there.answer.updated).toBeGreaterThanOrEqual(3);
      expect(await rolesOf(target)).toEqual(roles);
    }
  }, 120_000);
});
