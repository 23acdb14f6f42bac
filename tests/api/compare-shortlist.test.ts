import { validate } from 'graphql';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { buildSchemas } from '@/core/server/graphql/schemas';
import { loadServerModules } from '@/core/server/modules';
import { COMPARE_QUERY } from '@/modules/openschool/client/compare/compare.query';
import {
  ADD_TO_SHORTLIST,
  MERGE_SHORTLIST,
  REMOVE_FROM_SHORTLIST,
  SET_SHORTLIST_NOTE,
  SHORTLIST_QUERY,
} from '@/modules/openschool/client/shortlist/shortlist.query';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { SHORTLIST_MAX, SHORTLIST_NOTE_MAX } from '@/modules/openschool/shared/shortlist-input';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const COMPARE = graphql(`query compare($ids: [ID!]!) {
  compareSchools(ids: $ids) {
    unknownIds
    items {
      _id name city country countrySlug countryName avgFees
      tuition { currency min max academicYear }
      oneOffFees { kind amount currency period }
      extraFees { kind amount currency period }
      curriculums { slug name shortName }
      ageFrom ageTo gradeSystem gradeFrom gradeTo languages accreditations boarding
      foundedYear studentCount avgClassSize ratingAvg ratingCount
    }
  }
}`);

const SHORTLIST = graphql('{ shortlist { max items { _id name countrySlug } } }');
const ADD = graphql(
  'mutation add($id: ID!) { addToShortlist(schoolId: $id) { success code field item { items { _id } } } }',
);
const REMOVE = graphql(
  'mutation remove($id: ID!) { removeFromShortlist(schoolId: $id) { success code field item { items { _id } } } }',
);
const NOTE = graphql(
  'mutation note($id: ID!, $note: String!) { setShortlistNote(schoolId: $id, note: $note) { success code field item { items { _id note } } } }',
);
const NOTES = graphql('{ shortlist { items { _id note } } }');
const MERGE = graphql(
  'mutation merge($ids: [ID!]!) { mergeShortlist(schoolIds: $ids) { success code field item { items { _id } } } }',
);

describe.each(ENGINES)('compare and shortlist on %s', (engine) => {
  let api: TestApp;
  let lisbon: { id: string };
  let madrid: { id: string };
  let draft: { id: string };
  const extra: string[] = [];

  beforeAll(async () => {
    api = await startTestApp(engine);
    const db = api.database.db;
    lisbon = await buildSchool(
      db,
      {
        name: 'Lisbon Compare School',
        city: 'Lisboa',
        country_code: 'PT',
        avg_fees_usd_cents: null,
        languages: ['en', 'pt'],
        accreditations: ['CIS'],
        boarding: true,
        avg_class_size: 18,
        student_count: 640,
        age_from: 3,
        age_to: 17,
        grade_system: 'UK',
      },
      { curriculums: ['english-national', 'igcse'] },
    );
    // Tuition by age band, paid by term, plus a registration fee and a yearly EAL fee, in euros.
    const fee = (kind: string, amountMinor: number, period: string, ages: [number, number] | null) => ({
      id: uuidv7(),
      school_id: lisbon.id,
      kind,
      age_from: ages?.[0] ?? null,
      age_to: ages?.[1] ?? null,
      amount_minor: amountMinor,
      currency: 'EUR',
      period,
      academic_year: '2026-2027',
      note: null,
    });
    await db
      .withTables<OpenSchoolTables>()
      .insertInto('school_fee')
      .values([
        fee('tuition', 400_000, 'term', [3, 10]),
        fee('tuition', 550_050, 'term', [11, 17]),
        fee('registration', 90_000, 'once', null),
        fee('eal', 150_000, 'year', null),
      ])
      .execute();
    madrid = await buildSchool(db, { name: 'Madrid Compare School', city: 'Madrid', country_code: 'ES' });
    draft = await buildSchool(db, { name: 'Draft Compare School', status: 'draft' });
    for (let i = 0; i < SHORTLIST_MAX; i++) extra.push((await buildSchool(db)).id);
  });
  afterAll(() => api.close());

  describe('compareSchools', () => {
    it('gives the listed schools in the order asked, with fees, curriculums and ages', async () => {
      const { data, errors } = await api.graphql(COMPARE, { variables: { ids: [madrid.id, lisbon.id] } });
      expect(errors).toBeUndefined();
      const { items, unknownIds } = data!.compareSchools;
      expect(unknownIds).toEqual([]);
      expect(items.map((item) => item.name)).toEqual(['Madrid Compare School', 'Lisbon Compare School']);
      expect(items[1]).toMatchObject({
        city: 'Lisboa',
        country: 'PT',
        countrySlug: 'portugal',
        countryName: 'Portugal',
        // Three terms a year: 12,000 € for the young, 16,501.50 € for the older pupils.
        tuition: { currency: 'EUR', min: 12_000, max: 16_501.5, academicYear: '2026-2027' },
        oneOffFees: [{ kind: 'registration', amount: 900, currency: 'EUR', period: 'once' }],
        extraFees: [{ kind: 'eal', amount: 1500, currency: 'EUR', period: 'year' }],
        // By name.
        curriculums: [
          { slug: 'igcse', name: 'Cambridge IGCSE' },
          { slug: 'english-national', name: 'English National Curriculum' },
        ],
        ageFrom: 3,
        ageTo: 17,
        gradeSystem: 'UK',
        gradeFrom: 'Nursery',
        languages: ['en', 'pt'],
        accreditations: ['CIS'],
        boarding: true,
        studentCount: 640,
        avgClassSize: 18,
        ratingAvg: null,
        ratingCount: 0,
      });
      expect(items[1]?.avgFees).toBeGreaterThan(0);
    });

    it('leaves out unknown, unlisted and malformed ids, and names them', async () => {
      const unknown = uuidv7();
      const { data, errors } = await api.graphql(COMPARE, {
        variables: { ids: [unknown, lisbon.id, draft.id, 'not-an-id'] },
      });
      expect(errors).toBeUndefined();
      expect(data?.compareSchools.items.map((item) => item._id)).toEqual([lisbon.id]);
      expect(data?.compareSchools.unknownIds).toEqual([unknown, draft.id, 'not-an-id']);
    });

    it('refuses more than four schools with compare.too.many', async () => {
      const { data, errors } = await api.graphql(COMPARE, { variables: { ids: extra.slice(0, 5) } });
      expect(data).toBeNull();
      expect(errors?.[0]?.extensions?.code).toBe('compare.too.many');
    });
  });

  describe('shortlist', () => {
    it('is refused to visitors', async () => {
      const read = await api.graphql(SHORTLIST);
      expect(read.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
      const add = await api.graphql(ADD, { variables: { id: lisbon.id } });
      expect(add.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    });

    it('adds, keeps the order, ignores repeats and removes', async () => {
      const headers = { cookie: await signedInWith(api, []) };
      const add = async (id: string) =>
        (await api.graphql(ADD, { headers, variables: { id } })).data?.addToShortlist;
      expect((await add(madrid.id))?.success).toBe(true);
      expect((await add(lisbon.id))?.item?.items.map((item) => item._id)).toEqual([madrid.id, lisbon.id]);
      expect((await add(madrid.id))?.item?.items).toHaveLength(2);

      const read = await api.graphql(SHORTLIST, { headers });
      expect(read.data?.shortlist.max).toBe(SHORTLIST_MAX);
      expect(read.data?.shortlist.items.map((item) => item.countrySlug)).toEqual(['spain', 'portugal']);

      const removed = await api.graphql(REMOVE, {
        headers,
        variables: { id: madrid.id },
      });
      expect(removed.data?.removeFromShortlist.item?.items.map((item) => item._id)).toEqual([lisbon.id]);
    });

    it('refuses unlisted schools, bad ids and a full list, changing nothing', async () => {
      const headers = { cookie: await signedInWith(api, []) };
      const add = async (id: string) =>
        (await api.graphql(ADD, { headers, variables: { id } })).data?.addToShortlist;
      expect(await add(draft.id)).toMatchObject({
        success: false,
        code: 'school.not.found',
        field: 'schoolId',
      });
      expect(await add('nope')).toMatchObject({ success: false, code: 'id.invalid' });
      for (const id of extra) expect((await add(id))?.success).toBe(true);
      expect(await add(lisbon.id)).toMatchObject({ success: false, code: 'shortlist.full' });
      const read = await api.graphql(SHORTLIST, { headers });
      expect(read.data?.shortlist.items.map((item) => item._id)).toEqual(extra);
    });

    it('merges a guest’s list at sign-in: union, account first, capped, unknown ids skipped', async () => {
      const headers = { cookie: await signedInWith(api, []) };
      await api.graphql(ADD, { headers, variables: { id: madrid.id } });
      const merge = async (ids: string[]) =>
        (await api.graphql(MERGE, { headers, variables: { ids } })).data?.mergeShortlist;
      const merged = await merge([lisbon.id, madrid.id, draft.id, uuidv7(), 'garbage', lisbon.id]);
      expect(merged?.success).toBe(true);
      expect(merged?.item?.items.map((item) => item._id)).toEqual([madrid.id, lisbon.id]);

      // Up to the cap: the first of the guest's schools that still fit are kept.
      const capped = await merge(extra);
      expect(capped?.item?.items).toHaveLength(SHORTLIST_MAX);
      expect(capped?.item?.items.map((item) => item._id)).toEqual([
        madrid.id,
        lisbon.id,
        ...extra.slice(0, SHORTLIST_MAX - 2),
      ]);
      expect(await merge([...extra, lisbon.id])).toMatchObject({ success: false, code: 'shortlist.full' });
    });

    describe('private notes', () => {
      const signedIn = async () => ({ cookie: await signedInWith(api, []) });
      const noteOf = async (headers: { cookie: string }, id: string) =>
        (await api.graphql(NOTES, { headers })).data?.shortlist.items.find((item) => item._id === id)?.note;
      const setNote = async (headers: { cookie: string } | undefined, id: string, note: string) =>
        api.graphql(NOTE, { headers, variables: { id, note } });

      it('keeps a note per shortlisted school, trimmed, that only its owner reads', async () => {
        const owner = await signedIn();
        const other = await signedIn();
        for (const headers of [owner, other])
          await api.graphql(ADD, { headers, variables: { id: lisbon.id } });

        const saved = await setNote(owner, lisbon.id, '  Ask about the bus from Cascais.  ');
        expect(saved.data?.setShortlistNote).toMatchObject({ success: true, code: null });
        expect(saved.data?.setShortlistNote.item?.items).toEqual([
          { _id: lisbon.id, note: 'Ask about the bus from Cascais.' },
        ]);
        expect(await noteOf(owner, lisbon.id)).toBe('Ask about the bus from Cascais.');
        // Another parent with the same school on their list reads their own (none).
        expect(await noteOf(other, lisbon.id)).toBeNull();

        // An empty note removes it.
        await setNote(owner, lisbon.id, '   ');
        expect(await noteOf(owner, lisbon.id)).toBeNull();
      });

      it('is refused to visitors, for schools not on the list, and past its length, changing nothing', async () => {
        const owner = await signedIn();
        await api.graphql(ADD, { headers: owner, variables: { id: lisbon.id } });
        await setNote(owner, lisbon.id, 'Visit in March');

        const visitor = await setNote(undefined, lisbon.id, 'Hello');
        expect(visitor.errors?.[0]?.extensions?.code).toBe('user.not.authorized');

        // Someone whose list does not hold the school cannot write on it, nor on the owner's.
        const stranger = await setNote(await signedIn(), lisbon.id, 'Overwritten?');
        expect(stranger.data?.setShortlistNote).toMatchObject({
          success: false,
          code: 'shortlist.school.missing',
          field: 'schoolId',
          item: null,
        });
        expect((await setNote(owner, madrid.id, 'Not on my list')).data?.setShortlistNote.code).toBe(
          'shortlist.school.missing',
        );

        const tooLong = await setNote(owner, lisbon.id, 'x'.repeat(SHORTLIST_NOTE_MAX + 1));
        expect(tooLong.data?.setShortlistNote).toMatchObject({
          success: false,
          code: 'shortlist.note.too.long',
          field: 'note',
        });
        expect((await setNote(owner, 'nope', 'A note')).data?.setShortlistNote.code).toBe('id.invalid');
        expect(await noteOf(owner, lisbon.id)).toBe('Visit in March');

        // The longest note allowed is kept whole.
        const longest = 'é'.repeat(SHORTLIST_NOTE_MAX);
        expect((await setNote(owner, lisbon.id, longest)).data?.setShortlistNote.success).toBe(true);
        expect(await noteOf(owner, lisbon.id)).toBe(longest);
      });

      it('leaves with its school: removed and added again, the school has no note', async () => {
        const owner = await signedIn();
        await api.graphql(ADD, { headers: owner, variables: { id: madrid.id } });
        await setNote(owner, madrid.id, 'Too far from the office');
        await api.graphql(REMOVE, { headers: owner, variables: { id: madrid.id } });
        await api.graphql(ADD, { headers: owner, variables: { id: madrid.id } });
        expect(await noteOf(owner, madrid.id)).toBeNull();
      });
    });

    it('hides a school that stops being listed', async () => {
      const headers = { cookie: await signedInWith(api, []) };
      const school = await buildSchool(api.database.db, { name: 'Soon Archived School' });
      await api.graphql(ADD, { headers, variables: { id: school.id } });
      await api.database.db
        .withTables<OpenSchoolTables>()
        .updateTable('school')
        .set({ status: 'archived' })
        .where('id', '=', school.id)
        .execute();
      const read = await api.graphql(SHORTLIST, { headers });
      expect(read.data?.shortlist.items).toEqual([]);
    });
  });
});

describe('the compare page’s operations', () => {
  it('are valid against the public schema', async () => {
    const schema = (await buildSchemas(await loadServerModules())).public;
    for (const document of [
      COMPARE_QUERY,
      SHORTLIST_QUERY,
      ADD_TO_SHORTLIST,
      REMOVE_FROM_SHORTLIST,
      SET_SHORTLIST_NOTE,
      MERGE_SHORTLIST,
    ]) {
      expect(validate(schema, document)).toEqual([]);
    }
  });
});
