import { describe, expect, it } from 'vitest';
import { type SchoolInput, schoolInputSchema } from '../school-input';
import { schoolAdminInputSchema } from './school-admin-input';
import { schoolInputOfRow } from './school-file';

const YEAR = '2026-2027';
const row = (overrides: Record<string, string> = {}) => ({
  name: 'Valencia Bay School',
  countryCode: 'es',
  city: 'Valencia',
  address: '',
  website: 'https://bay.example',
  email: '',
  phone: '',
  languages: 'EN; es',
  accreditations: 'CIS, COBIS',
  boarding: 'yes',
  ageFrom: '3',
  ageTo: '18',
  gradeSystem: 'uk',
  curriculums: 'IB-DP; igcse',
  tuitionAmount: '9800.50',
  tuitionCurrency: 'eur',
  status: 'Published',
  ...overrides,
});

describe('a schools file row', () => {
  it('reads as the admin school input: lists split, a yearly tuition fee for every age', () => {
    const input = schoolAdminInputSchema.parse(schoolInputOfRow(row(), null, YEAR));
    expect(input).toMatchObject({
      countryCode: 'ES',
      languages: ['en', 'es'],
      accreditations: ['CIS', 'COBIS'],
      boarding: true,
      ageFrom: 3,
      gradeSystem: 'UK',
      curriculums: ['ib-dp', 'igcse'],
      fees: [
        {
          kind: 'tuition',
          ageFrom: null,
          amount: 9800.5,
          currency: 'EUR',
          period: 'year',
          academicYear: YEAR,
        },
      ],
      status: 'published',
      address: null,
      fromFile: true,
    });
  });

  it('lifts the school life out of the admissions of a file exported before it had a column of its own', () => {
    const admissions = {
      places: [{ age: 11, status: 'open', confirmedOn: '2026-05-01' }],
      termDates: [{ name: 'Autumn term', startsOn: '2026-08-20', endsOn: '2026-12-18' }],
      ealSupport: 'included',
      busAreas: ['Ruzafa'],
      confirmedOn: '2026-05-01',
    };
    const old = schoolAdminInputSchema.parse(
      schoolInputOfRow(row({ admissions: JSON.stringify(admissions) }), null, YEAR),
    );
    expect(old.admissions).toMatchObject({ places: [{ age: 11 }], confirmedOn: '2026-05-01' });
    expect(old.schoolLife).toMatchObject({
      termDates: [{ name: 'Autumn term' }],
      ealSupport: 'included',
      busAreas: ['Ruzafa'],
      confirmedOn: '2026-05-01',
    });
    // A file with both columns is read as it is: its school life is its own column's.
    const both = schoolAdminInputSchema.parse(
      schoolInputOfRow(
        row({ admissions: JSON.stringify(admissions), schoolLife: JSON.stringify({ senSupport: 'mild' }) }),
        null,
        YEAR,
      ),
    );
    expect(both.schoolLife).toMatchObject({ ealSupport: null, senSupport: 'mild', busAreas: [] });
  });

  it('leaves what is not a number or a yes/no for the schema to refuse', () => {
    const parsed = schoolAdminInputSchema.safeParse(
      schoolInputOfRow(row({ ageFrom: 'three', boarding: 'maybe', tuitionAmount: '9,800' }), null, YEAR),
    );
    const codes = Object.fromEntries(
      parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(codes).toMatchObject({
      ageFrom: 'age.invalid',
      boarding: 'field.invalid',
      'fees.0.amount': 'amount.invalid',
    });
  });

  it('without a tuition pair or a status: no fee, and the status left to the school', () => {
    const input = schoolAdminInputSchema.parse(
      schoolInputOfRow(row({ tuitionAmount: '', tuitionCurrency: '', status: '' }), null, YEAR),
    );
    expect(input.fees).toEqual([]);
    expect(input.status).toBeUndefined();
  });

  it('reads boarding as yes, no, or not known when its cell is empty, as an export writes it', () => {
    const boarding = (cell: string) =>
      schoolAdminInputSchema.parse(schoolInputOfRow(row({ boarding: cell }), null, YEAR)).boarding;
    expect([boarding('no'), boarding('Yes'), boarding('')]).toEqual([false, true, null]);
  });

  it('changes an existing school’s columns the file has, and replaces only the file’s tuition fee', () => {
    const current: SchoolInput = schoolInputSchema.parse({
      name: 'Valencia Bay School',
      countryCode: 'ES',
      city: 'Valencia',
      description: 'By the sea.',
      foundedYear: 1990,
      fees: [
        { kind: 'tuition', amount: 9000, currency: 'EUR', period: 'year', academicYear: YEAR },
        {
          kind: 'tuition',
          ageFrom: 3,
          ageTo: 5,
          amount: 2500,
          currency: 'EUR',
          period: 'term',
          academicYear: YEAR,
        },
        { kind: 'registration', amount: 500, currency: 'EUR', period: 'once', academicYear: YEAR },
      ],
    });
    const merged = schoolAdminInputSchema.parse(schoolInputOfRow(row({ city: 'Alicante' }), current, YEAR));
    expect(merged).toMatchObject({ city: 'Alicante', description: 'By the sea.', foundedYear: 1990 });
    expect(merged.fees.map((fee) => [fee.period, fee.amount])).toEqual([
      ['term', 2500],
      ['once', 500],
      ['year', 9800.5],
    ]);
    const noTuition = schoolAdminInputSchema.parse(
      schoolInputOfRow(row({ tuitionAmount: '', tuitionCurrency: '' }), current, YEAR),
    );
    expect(noTuition.fees).toEqual(current.fees);
  });

  it('reads every field back: coordinates, a description, fees as JSON, an empty cell as none', () => {
    const fees = [
      {
        kind: 'tuition',
        ageFrom: 3,
        ageTo: 5,
        amount: 2500.5,
        currency: 'EUR',
        period: 'term',
        academicYear: YEAR,
        note: 'Early years',
      },
    ];
    const input = schoolAdminInputSchema.parse(
      schoolInputOfRow(
        {
          name: 'Valencia Bay School',
          countryCode: 'ES',
          city: 'Valencia',
          latitude: '39.4699',
          longitude: '-0.3763',
          description: 'By the sea.\nSince 1990.',
          fees: JSON.stringify(fees),
          foundedYear: '1990',
          studentCount: '',
          lastVerifiedAt: '2026-11-01',
        },
        null,
        YEAR,
      ),
    );
    expect(input).toMatchObject({
      latitude: 39.4699,
      longitude: -0.3763,
      description: 'By the sea.\nSince 1990.',
      fees,
      foundedYear: 1990,
      studentCount: null,
      lastVerifiedAt: '2026-11-01',
    });
    const broken = schoolAdminInputSchema.safeParse(
      schoolInputOfRow(
        { name: 'Valencia Bay School', countryCode: 'ES', city: 'Valencia', fees: '[{' },
        null,
        YEAR,
      ),
    );
    expect(broken.error!.issues[0]).toMatchObject({ path: ['fees'], message: 'field.invalid' });
  });
});
