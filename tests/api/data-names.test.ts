import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuditTables } from '@/core/server/admin/audit/audit-tables';
import { signedInWith } from './support/admin-users';
import { feeInput, saveNewSchool, singaporeSchoolInput } from './support/school-input';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

// Names the site keeps in its tables, in the reader's language (decision 099): the built-in
// curriculums and their groups are shipped translated; English is the fallback; an admin edits
// one language at a time.

const CURRICULUMS = graphql(`query translatedCurriculums {
  curriculums { _id slug name shortName family familyName description }
}`);
const CURRICULUM = graphql(`query translatedCurriculum($slug: String!) {
  curriculum(slug: $slug) { curriculum { name familyName } }
}`);
const NAMES = adminGraphql(`query curriculumNames($entity: String!, $thing: String!, $lng: String!) {
  adminDataNames(entity: $entity, thing: $thing, lng: $lng) { field english value }
}`);
const UPDATE =
  adminGraphql(`mutation translateNames($entity: String!, $thing: String!, $lng: String!, $values: JSON!) {
  adminUpdateDataNames(entity: $entity, thing: $thing, lng: $lng, values: $values) {
    success code field item { field english value }
  }
}`);

const YEAR_NAMES = graphql(`query schoolYearNames($id: ID!, $plan: RelocationPlanInput!) {
  school(id: $id) { fees { grades { age grade { system code name } } } }
  compareSchools(ids: [$id], age: 11) { items { gradeFrom } atAge { fees { grade { code name } } } }
  relocationPlan(input: $plan) {
    item {
      children { placements { system grade { code name } } }
      schools { years { placement { grade { code name } } } }
    }
  }
}`);

const MISSING = adminGraphql(`query missingDataNames($list: AdminListInput) {
  adminTranslations(list: $list) { items { _id lng ns key english editPath } }
}`);

describe.each(ENGINES)('data names on %s', (engine) => {
  let api: TestApp;
  let translator: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    translator = await signedInWith(api, ['Translation:list', 'Translation:update']);
  });
  afterAll(() => api.close());

  const curriculums = async (lang: string) => {
    const { data, errors } = await api.graphql(CURRICULUMS, { headers: { 'accept-language': lang } });
    expect(errors).toBeUndefined();
    return data!.curriculums;
  };
  const bySlug = async (lang: string, slug: string) =>
    (await curriculums(lang)).find((c) => c.slug === slug)!;

  it.each([
    ['fr', 'Programme américain', 'Américain', 'Baccalauréat français', 'Français', 'National'],
    [
      'de',
      'Amerikanischer Lehrplan',
      'Amerikanisch',
      'Französisches Baccalauréat',
      'Französisch',
      'National',
    ],
    ['ar', 'المنهج الأمريكي', 'الأمريكية', 'البكالوريا الفرنسية', 'الفرنسية', 'وطني'],
    ['zh-Hans', '美国课程', '美式', '法国高中会考（Bac）', '法式', '所在国'],
  ])(
    'answers a %s reader with the shipped names and group headings',
    async (lang, american, us, bac, fr, national) => {
      // A short name that is a word (`US`, `National`: the cards' badges) is translated too.
      expect(await bySlug(lang, 'american')).toMatchObject({
        name: american,
        shortName: us,
        family: 'American',
        familyName: us,
      });
      expect((await bySlug(lang, 'host-national')).shortName).toBe(national);
      // An acronym is the same in every language.
      expect((await bySlug(lang, 'igcse')).shortName).toBe('IGCSE');
      expect(await bySlug(lang, 'french-bac')).toMatchObject({ name: bac, family: 'French', familyName: fr });
      const page = await api.graphql(CURRICULUM, {
        variables: { slug: 'french-bac' },
        headers: { 'accept-language': lang },
      });
      expect(page.data?.curriculum?.curriculum).toEqual({ name: bac, familyName: fr });
    },
  );

  it('keeps English on the row, and falls back to it for a text nobody translated', async () => {
    const english = await bySlug('en', 'american');
    expect(english).toMatchObject({ name: 'American curriculum', familyName: 'American' });
    const french = await bySlug('fr', 'american');
    expect(french.description).toBe(english.description);
    expect((await bySlug('fr', 'english-national')).shortName).toBe('English NC');
  });

  it('sorts by the translated group heading, then the translated name', async () => {
    const french = await curriculums('fr');
    const collator = new Intl.Collator('fr-FR');
    const keys = french.map((c) => [c.familyName, c.name] as const);
    const sorted = [...keys].sort((a, b) => collator.compare(a[0], b[0]) || collator.compare(a[1], b[1]));
    expect(keys).toEqual(sorted);
    // "Allemand" leads in French, where "American" leads in English.
    expect(french[0]!.familyName).toBe('Allemand');
    expect((await curriculums('en'))[0]!.family).toBe('American');
  });

  it('lets a translator edit one language, audited, and shows the new name at once', async () => {
    const american = await bySlug('en', 'american');
    const asked = await api.graphql(NAMES, {
      endpoint: 'admin',
      headers: { cookie: translator },
      variables: { entity: 'curriculum', thing: american._id, lng: 'fr' },
    });
    expect(asked.data?.adminDataNames).toContainEqual({
      field: 'name',
      english: 'American curriculum',
      value: 'Programme américain',
    });
    const saved = await api.graphql(UPDATE, {
      endpoint: 'admin',
      headers: { cookie: translator },
      variables: {
        entity: 'curriculum',
        thing: american._id,
        lng: 'fr',
        values: { name: 'Cursus américain', shortName: 'É.-U.' },
      },
    });
    expect(saved.data?.adminUpdateDataNames).toMatchObject({ success: true, code: null });
    expect(await bySlug('fr', 'american')).toMatchObject({ name: 'Cursus américain', shortName: 'É.-U.' });
    expect((await bySlug('de', 'american')).name).toBe('Amerikanischer Lehrplan');

    const cleared = await api.graphql(UPDATE, {
      endpoint: 'admin',
      headers: { cookie: translator },
      variables: { entity: 'curriculum', thing: american._id, lng: 'fr', values: { shortName: '' } },
    });
    expect(cleared.data?.adminUpdateDataNames?.success).toBe(true);
    expect((await bySlug('fr', 'american')).shortName).toBe('US');

    const audit = await api.database.db
      .withTables<AuditTables>()
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'DataName')
      .execute();
    expect(audit).toContainEqual({ action: 'update', entity_id: `curriculum:${american._id}:fr` });
  });

  it('translates a group heading once for all its curriculums', async () => {
    const saved = await api.graphql(UPDATE, {
      endpoint: 'admin',
      headers: { cookie: translator },
      variables: {
        entity: 'curriculumGroup',
        thing: 'British',
        lng: 'it',
        values: { name: 'Del Regno Unito' },
      },
    });
    expect(saved.data?.adminUpdateDataNames?.success).toBe(true);
    const italian = (await curriculums('it')).filter((c) => c.family === 'British');
    expect(italian.length).toBeGreaterThan(3);
    expect(new Set(italian.map((c) => c.familyName))).toEqual(new Set(['Del Regno Unito']));
  });

  it.each([
    [{ entity: 'curriculum', thing: 'no-such-thing', lng: 'fr', values: { name: 'x' } }, 'not.found'],
    [{ entity: 'nothing', thing: 'x', lng: 'fr', values: { name: 'x' } }, 'not.found'],
    [{ entity: 'curriculumGroup', thing: 'British', lng: 'en', values: { name: 'x' } }, 'language.invalid'],
    [{ entity: 'curriculumGroup', thing: 'British', lng: 'fr', values: { slug: 'x' } }, 'field.invalid'],
    [
      { entity: 'curriculumGroup', thing: 'British', lng: 'fr', values: { name: 'x'.repeat(5001) } },
      'field.too.long',
    ],
  ])('refuses %j with %s and changes nothing', async (variables, code) => {
    const answer = await api.graphql(UPDATE, {
      endpoint: 'admin',
      headers: { cookie: translator },
      variables,
    });
    expect(answer.data?.adminUpdateDataNames).toMatchObject({ success: false, code });
    expect((await bySlug('fr', 'igcse')).familyName).toBe('Britannique');
  });

  it('refuses a reader without Translation:update', async () => {
    const reader = await signedInWith(api, ['Translation:list']);
    const answer = await api.graphql(UPDATE, {
      endpoint: 'admin',
      headers: { cookie: reader },
      variables: { entity: 'curriculumGroup', thing: 'British', lng: 'fr', values: { name: 'x' } },
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    expect((await bySlug('fr', 'igcse')).familyName).toBe('Britannique');
  });

  it('names a school year as an administrator named it in the reader’s language wherever a year is shown', async () => {
    const id = await saveNewSchool(
      api.database.db,
      singaporeSchoolInput({
        name: 'Year Names School',
        city: 'Year Names Harbour',
        ageFrom: 11,
        fees: [feeInput({ ageFrom: 11, ageTo: 11, amount: 30_000 })],
      }),
    );
    const saved = await api.graphql(UPDATE, {
      endpoint: 'admin',
      headers: { cookie: translator },
      variables: { entity: 'grade', thing: 'UK.Y7', lng: 'fr', values: { name: 'Année 7 (britannique)' } },
    });
    expect(saved.data?.adminUpdateDataNames).toMatchObject({ success: true, code: null });

    // A child of 11 on 1 September 2026 starts Year 7 in England.
    const plan = {
      children: [{ birthDate: '2015-06-01' }],
      moveDate: '2026-09-01',
      countryCode: 'SG',
      city: 'Year Names Harbour',
    };
    const namesIn = async (lang: string) => {
      const { data, errors } = await api.graphql(YEAR_NAMES, {
        variables: { id, plan },
        headers: { 'accept-language': lang },
      });
      expect(errors).toBeUndefined();
      const placement = data!.relocationPlan.item!.children[0]!.placements.find(
        (entry) => entry.system === 'UK',
      );
      return {
        fees: data!.school!.fees.grades.find((row) => row.age === 11)?.grade,
        compare: data!.compareSchools.atAge[0]?.fees.grade,
        // Compare's "Year 7 to Year 13" row.
        compareFrom: data!.compareSchools.items[0]?.gradeFrom,
        planner: placement?.grade,
        plannedSchool: data!.relocationPlan.item!.schools[0]?.years[0]?.placement.grade,
      };
    };
    // Year 7 by one name in all four places: the fees tab's row also says its system.
    const everywhere = (name: string) => {
      const grade = { code: 'Y7', name };
      return {
        fees: { system: 'UK', ...grade },
        compare: grade,
        compareFrom: name,
        planner: grade,
        plannedSchool: grade,
      };
    };
    expect(await namesIn('fr')).toEqual(everywhere('Année 7 (britannique)'));
    // Elsewhere a school year keeps its system's own name, as the school itself writes it.
    expect(await namesIn('de')).toEqual(everywhere('Year 7'));
  });

  const missingIn = async (ns: string) => {
    const answer = await api.graphql(MISSING, {
      endpoint: 'admin',
      headers: { cookie: translator },
      variables: {
        list: {
          filters: [
            { key: 'ns', value: ns },
            { key: 'lng', value: 'fr' },
          ],
          limit: 100,
        },
      },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.adminTranslations.items;
  };

  it('lists a name nobody translated among the missing translations, leading to where it is translated', async () => {
    const missing = await missingIn('data:curriculum');
    const american = await bySlug('en', 'american');
    // Descriptions are not shipped translated: each is missing in French, with its English.
    expect(missing).toContainEqual(
      expect.objectContaining({
        lng: 'fr',
        ns: 'data:curriculum',
        key: `${american._id}.description`,
        editPath: `/_admin/school-curriculums/${american._id}`,
      }),
    );
  });

  it('does not list school years as missing: their system’s own name is right in every language', async () => {
    expect(await missingIn('data:grade')).toEqual([]);
  });
});
