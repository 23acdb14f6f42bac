import { admissionsOf } from '@/modules/openschool/shared/admissions';
import { type FactKind, factKindOf } from '@/modules/openschool/shared/fact-confirmation';
import type { FeeRecord } from '@/modules/openschool/shared/fee-table';
import type { FeeInput, SchoolInput } from '@/modules/openschool/shared/school-input';
import { schoolLifeOf } from '@/modules/openschool/shared/school-life';

/** The tuition fees of the latest academic year, the one the school page shows. */
function latestTuition(input: Pick<SchoolInput, 'fees'>): FeeInput[] {
  const tuition = input.fees.filter((fee) => fee.kind === 'tuition');
  const year = tuition
    .map((fee) => fee.academicYear)
    .sort()
    .at(-1);
  return tuition.filter((fee) => fee.academicYear === year);
}

/** The band that prices a school year: the narrowest covering its age, as the fee table takes it. */
function bandOf(tuition: FeeInput[], age: number): FeeInput | undefined {
  const width = (fee: FeeInput) => (fee.ageTo ?? 0) - (fee.ageFrom ?? 0);
  return tuition
    .filter((fee) => fee.ageFrom !== null && fee.ageTo !== null && fee.ageFrom <= age && age <= fee.ageTo)
    .sort((a, b) => width(a) - width(b))[0];
}

const feeValue = (fee: FeeInput) => `${fee.academicYear} ${fee.amount} ${fee.currency}/${fee.period}`;

/**
 * Every fact of a school that can be confirmed, by key, with its value as a text. A confirmation
 * stores the value it confirmed, so a changed fact starts again from no confirmations: the fee
 * of a new academic year, a place that became full.
 */
export function factValuesOf(
  input: Pick<SchoolInput, 'fees' | 'admissions' | 'schoolLife'>,
): Map<string, string> {
  const values = new Map<string, string>();
  const tuition = latestTuition(input);
  for (const fee of tuition) {
    if (fee.ageFrom === null || fee.ageTo === null) values.set('fees:all', feeValue(fee));
    else
      for (let age = fee.ageFrom; age <= fee.ageTo; age++)
        values.set(`fees:${age}`, feeValue(bandOf(tuition, age)!));
  }
  const admissions = admissionsOf(input.admissions);
  for (const place of admissions.places) values.set(`places:${place.age}`, place.status);
  for (const intake of admissions.intakes) {
    if (intake.deadline) values.set(`deadline:${intake.name}`, intake.deadline);
  }
  const life = schoolLifeOf(input.schoolLife);
  if (life.ealSupport) values.set('eal', life.ealSupport);
  if (life.senSupport) values.set('sen', life.senSupport);
  return values;
}

/** Puts `amount` on the school year at `age` alone, cutting it out of its band when the band is wider. */
function withFee(fees: FeeInput[], target: FeeInput, age: number | null, amount: number): FeeInput[] {
  if (age === null || target.ageFrom === null || target.ageTo === null) {
    return fees.map((fee) => (fee === target ? { ...fee, amount } : fee));
  }
  const { ageFrom, ageTo } = target;
  const parts: FeeInput[] = [
    ...(ageFrom < age ? [{ ...target, ageTo: age - 1 }] : []),
    { ...target, ageFrom: age, ageTo: age, amount },
    ...(age < ageTo ? [{ ...target, ageFrom: age + 1 }] : []),
  ];
  return fees.flatMap((fee) => (fee === target ? parts : [fee]));
}

/**
 * The school as a dispute proposes it: the disputed fact set to `value` (already checked by the
 * dispute's schema), everything else as it is. A place's status comes dated today, as the
 * member says it stands now.
 */
export function disputedInput(input: SchoolInput, fact: string, value: string, today: string): SchoolInput {
  const kind: FactKind = factKindOf(fact);
  const subject = fact.slice(kind.length + 1);
  const admissions = admissionsOf(input.admissions);
  const life = schoolLifeOf(input.schoolLife);
  switch (kind) {
    case 'fees': {
      const age = subject === 'all' ? null : Number(subject);
      const tuition = latestTuition(input);
      const target = age === null ? tuition.find((fee) => fee.ageFrom === null) : bandOf(tuition, age);
      return target ? { ...input, fees: withFee(input.fees, target, age, Number(value)) } : input;
    }
    case 'places': {
      const places = admissions.places.map((place) =>
        String(place.age) === subject
          ? { ...place, status: value as typeof place.status, confirmedOn: today }
          : place,
      );
      return { ...input, admissions: { ...admissions, places } };
    }
    case 'deadline': {
      const intakes = admissions.intakes.map((intake) =>
        intake.name === subject ? { ...intake, deadline: value } : intake,
      );
      return { ...input, admissions: { ...admissions, intakes } };
    }
    case 'eal':
      return { ...input, schoolLife: { ...life, ealSupport: value as typeof life.ealSupport } };
    case 'sen':
      return { ...input, schoolLife: { ...life, senSupport: value as typeof life.senSupport } };
  }
}

/**
 * The facts a school's confirmations are counted on, from what its page and the open data read:
 * its fees as records (amounts in minor units, `minorDigitsOf` each currency), and its row's
 * admissions and school life.
 */
export function confirmableFactsOf(
  school: { admissions: unknown; school_life: unknown },
  fees: readonly FeeRecord[],
  minorDigitsOf: (currency: string) => number,
): Pick<SchoolInput, 'fees' | 'admissions' | 'schoolLife'> {
  return {
    fees: fees.map(
      (fee): FeeInput => ({
        kind: fee.kind as FeeInput['kind'],
        ageFrom: fee.ageFrom,
        ageTo: fee.ageTo,
        amount: fee.amountMinor / 10 ** minorDigitsOf(fee.currency),
        currency: fee.currency,
        period: fee.period as FeeInput['period'],
        academicYear: fee.academicYear,
        note: fee.note,
      }),
    ),
    admissions: admissionsOf(school.admissions),
    schoolLife: schoolLifeOf(school.school_life),
  };
}
