import { countryByCode } from '@/core/server/countries/countries';
import { feeHistoryOf } from '@/modules/openschool/shared/fee-history';
import { feeTableOf } from '@/modules/openschool/shared/fee-table';
import { isPrivateLicence } from '@/modules/openschool/shared/import/dataset-licences';
import { majorOf } from '@/modules/openschool/shared/money';
import {
  type FactConfirmationEntry,
  type FieldSourceEntry,
  type GradeTuition,
  OPEN_DATA_FIELDS,
  type OpenDataRecord,
  VERIFIED_FIELD,
} from '@/modules/openschool/shared/open-data/open-data-fields';
import { publishedFieldOf } from '@/modules/openschool/shared/school-catalogue';
import { schoolConfirmationsOf } from '../confirmations/confirmation-summary';
import { confirmableFactsOf } from '../confirmations/fact-values';
import { publishedFactsOfRow } from '../schools/school-columns';
import type { feeReference, OpenDataBatch, OpenDataSchoolRow } from './open-data-repository';

type FeeReference = Awaited<ReturnType<typeof feeReference>>;

/** The school's page: the link every record carries back to its source. */
const schoolUrl = (siteUrl: string, school: OpenDataSchoolRow) =>
  `${siteUrl}/schools/${countryByCode(school.country_code)?.slug ?? school.country_code.toLowerCase()}/${school.id}`;

/**
 * One school's record: its own fields, its curriculums and the yearly tuition of each school
 * year, as its page's fee table computes them (the latest academic year, the narrowest band
 * covering each age) in the school's currency, and the average tuition of every academic year kept.
 */
function recordOf(
  school: OpenDataSchoolRow,
  batch: OpenDataBatch,
  reference: FeeReference,
  siteUrl: string,
): OpenDataRecord {
  const feeInput = {
    school: { ageFrom: school.age_from, ageTo: school.age_to },
    fees: batch.fees.get(school.id) ?? [],
    grades: reference.gradesBySystem.get(school.grade_system) ?? [],
    rates: reference.rates,
  };
  const table = feeTableOf(feeInput);
  const feesHistory = feeHistoryOf(feeInput).years.map((year) => ({
    academicYear: year.academicYear,
    amount: majorOf(year.averageTuition),
    currency: year.averageTuition.currency,
  }));
  const feesByGrade = table.grades.flatMap((row): GradeTuition[] =>
    row.tuition?.yearly
      ? [
          {
            age: row.age,
            grade: row.grade?.code ?? null,
            amount: majorOf(row.tuition.yearly),
            currency: row.tuition.yearly.currency,
          },
        ]
      : [],
  );
  const confirmations = confirmationsOf(school, batch, reference);
  return inFieldOrder({
    id: school.id,
    url: schoolUrl(siteUrl, school),
    ...publishedFactsOfRow(school, { curriculums: batch.curriculums.get(school.id) ?? [] }),
    feesAcademicYear: table.academicYear,
    feesByGrade,
    feesHistory,
    avgFeesUsd: school.avg_fees_usd_cents === null ? null : school.avg_fees_usd_cents / 100,
    // numeric comes back as a string from `pg`.
    ratingAverage: school.rating_avg === null ? null : Number(school.rating_avg),
    ratingCount: school.rating_count,
    sources: [...verificationSource(school), ...(batch.sources.get(school.id) ?? [])],
    confirmations,
    lastConfirmed:
      confirmations
        .map((entry) => entry.lastConfirmed)
        .sort()
        .at(-1) ?? null,
  });
}

/** The record's keys in the order of the files' columns: a JSON record reads as a CSV row does. */
const inFieldOrder = (record: OpenDataRecord): OpenDataRecord =>
  Object.fromEntries(OPEN_DATA_FIELDS.map(({ name }) => [name, record[name]])) as unknown as OpenDataRecord;

/**
 * The confirmations that hold, as the school's page counts them: of the facts' values now, read
 * from the same fees, admissions and school life the page's are (`factValuesOf`).
 */
function confirmationsOf(
  school: OpenDataSchoolRow,
  batch: OpenDataBatch,
  reference: FeeReference,
): FactConfirmationEntry[] {
  const counts = batch.confirmations.get(school.id);
  if (!counts) return [];
  const facts = confirmableFactsOf(
    school,
    batch.fees.get(school.id) ?? [],
    (currency) => reference.rates.get(currency)?.minorDigits ?? 2,
  );
  return schoolConfirmationsOf(counts, facts).map(({ fact, count, lastConfirmedOn }) => ({
    fact,
    count,
    lastConfirmed: lastConfirmedOn,
  }));
}

/**
 * Where the last check of the school's facts looked, as its page says it ("source: …"), as the
 * source of `lastVerified`; nothing when nobody checked or said where.
 */
function verificationSource(school: OpenDataSchoolRow): FieldSourceEntry[] {
  if (!school.last_verified_at || !school.verified_source?.trim()) return [];
  return [{ field: VERIFIED_FIELD, source: school.verified_source.trim(), licence: null }];
}

/** Without these a record says nothing about which school it is. */
const IDENTITY: readonly (keyof OpenDataRecord)[] = ['name', 'country', 'city'];

/**
 * The record without the facts whose dataset's licence does not allow republishing them under
 * the open data's CC BY 4.0 (decision 079): such a field is left empty, and a school known only
 * by such facts (its name, country or city) is left out.
 */
function withoutPrivateFacts(record: OpenDataRecord): OpenDataRecord | null {
  // A verification's source is the site's own account of its check, not a dataset's fact.
  const hidden = record.sources.filter(
    (source) => source.field !== VERIFIED_FIELD && isPrivateLicence(source.licence),
  );
  if (hidden.length === 0) return record;
  const kept: Record<string, unknown> = {
    ...record,
    sources: record.sources.filter((source) => !hidden.includes(source)),
  };
  for (const { field } of hidden) {
    const name = publishedFieldOf(field);
    if (IDENTITY.includes(name as keyof OpenDataRecord)) return null;
    if (name in kept) kept[name] = Array.isArray(kept[name]) ? [] : null;
  }
  return kept as unknown as OpenDataRecord;
}

/** The records of one batch, in id order. */
export function recordsOf(batch: OpenDataBatch, reference: FeeReference, siteUrl: string): OpenDataRecord[] {
  return batch.schools
    .map((school) => withoutPrivateFacts(recordOf(school, batch, reference, siteUrl)))
    .filter((record): record is OpenDataRecord => record !== null);
}
