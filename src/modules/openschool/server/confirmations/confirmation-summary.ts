import type { Db } from '@/core/server/db/database';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import { confirmationCounts, type FactConfirmationCount } from './confirmation-repository';
import { factValuesOf } from './fact-values';

/** How many members confirmed a fact as the page shows it now, and the day of the latest. */
export interface FactConfirmationSummary {
  fact: string;
  count: number;
  /** YYYY-MM-DD (UTC). */
  lastConfirmedOn: string;
}

/**
 * The confirmations of each fact of a school that still hold: those of the value it has now
 * (`values`, from `factValuesOf`). A fact nobody confirmed is left out.
 */
export async function schoolConfirmations(
  db: Db,
  schoolId: string,
  values: ReadonlyMap<string, string>,
): Promise<FactConfirmationSummary[]> {
  return summariesOf(await confirmationCounts(db, [schoolId]), values);
}

/** The counts of the values a school's facts have now (`school`: its fees, admissions and school life). */
export function schoolConfirmationsOf(
  counts: readonly FactConfirmationCount[],
  school: Pick<SchoolInput, 'fees' | 'admissions' | 'schoolLife'>,
): FactConfirmationSummary[] {
  return summariesOf(counts, factValuesOf(school));
}

function summariesOf(
  counts: readonly FactConfirmationCount[],
  values: ReadonlyMap<string, string>,
): FactConfirmationSummary[] {
  return counts
    .filter((row) => values.get(row.fact) === row.value)
    .map((row) => ({
      fact: row.fact,
      count: row.count,
      lastConfirmedOn: row.lastConfirmedAt.toISOString().slice(0, 10),
    }))
    .sort((a, b) => a.fact.localeCompare(b.fact));
}
