import type { FeeKind, FeePeriod } from '@/modules/openschool/shared/directory-constants';
import type { Random } from './random';

export interface DemoFee {
  kind: FeeKind;
  ageFrom: number | null;
  ageTo: number | null;
  /** In the currency's minor unit. */
  amountMinor: number;
  period: FeePeriod;
}

export interface DemoCurrency {
  code: string;
  unitsPerUsd: number;
  minorDigits: number;
}

// Tuition climbs with the stage: the early years cost least, the last two years most.
const STAGES = [
  { from: 3, to: 4, factor: 0.7 },
  { from: 5, to: 10, factor: 0.9 },
  { from: 11, to: 13, factor: 1.05 },
  { from: 14, to: 15, factor: 1.15 },
  { from: 16, to: 17, factor: 1.3 },
];

// Extra fees international schools charge, how often, and their size against a year's tuition.
const EXTRAS: { kind: FeeKind; chance: number; share: [number, number]; period: FeePeriod }[] = [
  { kind: 'registration', chance: 0.7, share: [0.02, 0.06], period: 'once' },
  { kind: 'deposit', chance: 0.35, share: [0.1, 0.2], period: 'once' },
  { kind: 'capital_levy', chance: 0.25, share: [0.05, 0.15], period: 'once' },
  { kind: 'debenture', chance: 0.05, share: [0.3, 0.6], period: 'once' },
  { kind: 'eal', chance: 0.2, share: [0.08, 0.18], period: 'year' },
  { kind: 'transport', chance: 0.3, share: [0.06, 0.12], period: 'year' },
];

/** An amount as schools print them: three significant digits (18,400; 1,250,000). */
function roundNicely(value: number): number {
  if (value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 2);
  return Math.round(value / step) * step;
}

/**
 * A demo school's fees in its currency: tuition per stage of the ages it teaches, averaging
 * about `yearlyUsd`, each paid yearly, by term or monthly; then some of the usual extra fees.
 */
export function demoFees(
  random: Random,
  ages: { ageFrom: number; ageTo: number },
  yearlyUsd: number,
  currency: DemoCurrency,
): DemoFee[] {
  const stages = STAGES.filter((stage) => stage.to >= ages.ageFrom && stage.from <= ages.ageTo).map(
    (stage) => ({
      ...stage,
      from: Math.max(stage.from, ages.ageFrom),
      to: Math.min(stage.to, ages.ageTo),
    }),
  );
  const years = stages.reduce((sum, stage) => sum + stage.to - stage.from + 1, 0);
  const weighted = stages.reduce((sum, stage) => sum + stage.factor * (stage.to - stage.from + 1), 0);
  const yearlyLocal = yearlyUsd * currency.unitsPerUsd;
  const period = random.weightedPick(
    [
      { period: 'year' as const, per: 1, weight: 70 },
      { period: 'term' as const, per: 3, weight: 25 },
      { period: 'month' as const, per: 10, weight: 5 },
    ],
    (entry) => entry.weight,
  );
  const toMinor = (amount: number) => Math.round(roundNicely(amount) * 10 ** currency.minorDigits);
  const tuition: DemoFee[] = stages.map((stage) => ({
    kind: 'tuition',
    ageFrom: stage.from,
    ageTo: stage.to,
    amountMinor: toMinor((yearlyLocal * stage.factor * years) / weighted / period.per),
    period: period.period,
  }));
  const extras: DemoFee[] = EXTRAS.filter((extra) => random.chance(extra.chance)).map((extra) => ({
    kind: extra.kind,
    ageFrom: null,
    ageTo: null,
    amountMinor: toMinor(yearlyLocal * (extra.share[0] + random.next() * (extra.share[1] - extra.share[0]))),
    period: extra.period,
  }));
  return [...tuition, ...extras];
}
