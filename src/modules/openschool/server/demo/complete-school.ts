import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { countryByCode } from '@/core/server/countries/countries';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables, SchoolFeeTable, SchoolTable } from '../tables';
import { demoAdmissions } from './demo-admissions';
import { demoTeaching } from './demo-curriculums';
import { type DemoCurrency, demoFees } from './demo-fees';
import { demoProfile } from './demo-profile';
import type { NewSchoolRow } from './demo-schools';
import { Random } from './random';

/** The reference data demo schools draw from: curriculums by slug, currencies with their rate. */
export interface Reference {
  curriculums: Map<string, { id: string; name: string }>;
  currencies: Map<string, DemoCurrency>;
  /** Each currency's minor digits, as `readSchoolState` converts amounts. */
  digits: Map<string, number>;
}

export async function loadReference(db: Db): Promise<Reference> {
  const tables = db.withTables<OpenSchoolTables>();
  const [curriculums, rates] = await Promise.all([
    tables.selectFrom('curriculum').select(['id', 'slug', 'name']).execute(),
    tables.selectFrom('exchange_rate').select(['currency', 'units_per_usd', 'minor_digits']).execute(),
  ]);
  return {
    curriculums: new Map(curriculums.map((row) => [row.slug, { id: row.id, name: row.name }])),
    currencies: new Map(
      rates.map((row) => [
        row.currency,
        { code: row.currency, unitsPerUsd: Number(row.units_per_usd), minorDigits: row.minor_digits },
      ]),
    ),
    digits: new Map(rates.map((row) => [row.currency, row.minor_digits])),
  };
}

export interface CompleteSchool {
  school: Insertable<SchoolTable>;
  curriculumIds: string[];
  curriculumSlugs: string[];
  fees: Insertable<SchoolFeeTable>[];
}

/**
 * A generated school with what it teaches, its profile and its fees. `today` is the day the demo
 * is loaded: admissions deadlines are counted from it, so they are ahead on a fresh site.
 */
export function completeSchool(
  row: NewSchoolRow,
  reference: Reference,
  academicYear: string,
  today: Date,
): CompleteSchool {
  // A stream of its own, keyed by its id: reproducible, and apart from every other school's.
  const random = Random.forKey(row.id);
  const country = countryByCode(row.country_code);
  const teaching = demoTeaching(random, row.name, row.country_code);
  const known = teaching.curriculums.filter((slug) => reference.curriculums.has(slug));
  const curriculums = known.map((slug) => reference.curriculums.get(slug)!);
  const profile = demoProfile(
    random,
    {
      slug: row.slug,
      city: row.city,
      countryLanguages: country?.languages ?? [],
      createdAt: row.created_at as Date,
      updatedAt: row.updated_at as Date,
    },
    teaching,
    curriculums.map((curriculum) => curriculum.name),
  );
  // Many schools abroad charge in US dollars; local currency when its rate is known.
  const local = country?.currency ? reference.currencies.get(country.currency) : undefined;
  const currency = local && random.chance(0.8) ? local : reference.currencies.get('USD')!;
  const yearlyUsd = row.avg_fees_usd_cents == null ? null : Number(row.avg_fees_usd_cents) / 100;
  const fees: Insertable<SchoolFeeTable>[] =
    yearlyUsd === null
      ? []
      : demoFees(random, teaching, yearlyUsd, currency).map((fee) => ({
          id: uuidv7({ msecs: (row.created_at as Date).getTime(), random: random.bytes(16) }),
          school_id: row.id,
          kind: fee.kind,
          age_from: fee.ageFrom,
          age_to: fee.ageTo,
          amount_minor: fee.amountMinor,
          currency: currency.code,
          period: fee.period,
          academic_year: academicYear,
          note: null,
        }));
  const applying = demoAdmissions(
    {
      id: row.id,
      countryCode: row.country_code,
      city: row.city,
      ageFrom: teaching.ageFrom,
      ageTo: teaching.ageTo,
    },
    { updatedAt: row.updated_at as Date, today },
  );
  const school: Insertable<SchoolTable> = {
    ...row,
    ...profile,
    ...(applying
      ? {
          admissions: JSON.stringify(applying.admissions),
          school_life: JSON.stringify(applying.schoolLife),
        }
      : {}),
  };
  return {
    school,
    curriculumIds: curriculums.map((curriculum) => curriculum.id),
    curriculumSlugs: known,
    fees,
  };
}
