import { builder } from '@/core/server/graphql/builder';
import type { FeeRecord, GradeName } from '@/modules/openschool/shared/fee-table';
import type {
  FeeHistoryView,
  FeeTableView,
  FeeYearView,
  GradeFeesView,
  MoneyView,
  PricedFeeView,
} from './school-detail-fees';
import { schoolYearName } from './school-year-name';

export const FeeAmount = builder.objectRef<MoneyView>('FeeAmount').implement({
  description: 'An amount in a currency, in its minor unit, with its value in US dollars.',
  fields: (t) => ({
    amountMinor: t.exposeFloat('amountMinor', {
      description: 'In the minor unit: cents, pence (yen have none).',
    }),
    currency: t.exposeString('currency', { description: 'ISO-4217 code.' }),
    minorDigits: t.exposeInt('minorDigits', { description: 'Digits of the minor unit (EUR 2, JPY 0).' }),
    usd: t.exposeFloat('usd', {
      nullable: true,
      description: 'In whole US dollars at the current rate; null when the rate is unknown.',
    }),
  }),
});

export const Grade = builder.objectRef<GradeName & { id?: string }>('Grade').implement({
  description: 'A school year of a national system, and the age a child starts it.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Y7, G6, 6E, MYP1…' }),
    name: t.string({
      description:
        'Year 7, Grade 6, 6e, MYP 1…: its system’s own name, or the name an administrator gave it in the language of the request.',
      resolve: (grade, _args, context) => schoolYearName(context, grade),
    }),
    system: t.exposeString('system', { description: 'UK, US, FR, IB or DE.' }),
    ageFrom: t.exposeInt('ageFrom', { description: 'Age of a child at the start of that school year.' }),
  }),
});

const SchoolFee = builder.objectRef<PricedFeeView>('SchoolFee').implement({
  description: 'A fee of a school for one academic year.',
  fields: (t) => ({
    _id: t.id({ resolve: (entry) => entry.fee.id }),
    kind: t.string({
      description: 'tuition, registration, deposit, capital_levy, debenture, eal, transport, meals or other.',
      resolve: (entry) => entry.fee.kind,
    }),
    ageFrom: t.int({ nullable: true, resolve: (entry) => entry.fee.ageFrom }),
    ageTo: t.int({ nullable: true, resolve: (entry) => entry.fee.ageTo }),
    period: t.string({ description: 'year, term, month or once.', resolve: (entry) => entry.fee.period }),
    academicYear: t.string({ resolve: (entry) => entry.fee.academicYear }),
    note: t.string({ nullable: true, resolve: (entry: { fee: FeeRecord }) => entry.fee.note }),
    amount: t.field({
      type: FeeAmount,
      description: 'As charged, per period.',
      resolve: (entry) => entry.amount,
    }),
    yearly: t.field({
      type: FeeAmount,
      nullable: true,
      description: 'A year of it (three terms, ten months); null for a one-off fee.',
      resolve: (entry) => entry.yearly,
    }),
  }),
});

export const GradeFees = builder.objectRef<GradeFeesView>('GradeFees').implement({
  description: 'The fees of one school year: its yearly tuition and the first year with one-off fees.',
  fields: (t) => ({
    age: t.exposeInt('age', { nullable: true, description: 'Null: the same tuition for every age.' }),
    grade: t.field({
      type: Grade,
      nullable: true,
      description: 'The school year of that age in the school’s system.',
      resolve: (row) => row.grade,
    }),
    tuition: t.field({ type: SchoolFee, nullable: true, resolve: (row) => row.tuition }),
    firstYear: t.field({
      type: FeeAmount,
      nullable: true,
      description: 'A year of tuition plus every one-off fee, in the tuition’s currency.',
      resolve: (row) => row.firstYear,
    }),
  }),
});

export const SchoolFees = builder.objectRef<FeeTableView>('SchoolFees').implement({
  description: 'A school’s fees for its latest academic year, per school year of its own system.',
  fields: (t) => ({
    academicYear: t.exposeString('academicYear', { nullable: true }),
    grades: t.field({ type: [GradeFees], resolve: (table) => table.grades }),
    oneOff: t.field({
      type: [SchoolFee],
      description: 'Paid once: registration, deposit, capital levy, debenture…',
      resolve: (table) => table.oneOff,
    }),
    extras: t.field({
      type: [SchoolFee],
      description: 'Recurring fees besides tuition, for some pupils only: EAL, transport, meals…',
      resolve: (table) => table.extras,
    }),
  }),
});

const FeeYear = builder.objectRef<FeeYearView>('FeeYear').implement({
  description: 'One academic year of a school’s tuition.',
  fields: (t) => ({
    academicYear: t.exposeString('academicYear', { description: 'Like 2025-2026.' }),
    averageTuition: t.field({
      type: FeeAmount,
      description:
        'A year of tuition averaged over the school years the school teaches, in whole units of the currency of its latest year.',
      resolve: (year) => year.averageTuition,
    }),
    changePercent: t.exposeFloat('changePercent', {
      nullable: true,
      description: 'The change from the year before it in the history, in percent; null for the first.',
    }),
  }),
});

export const SchoolFeeHistory = builder.objectRef<FeeHistoryView>('SchoolFeeHistory').implement({
  description: 'A school’s tuition for every academic year its fees are kept for.',
  fields: (t) => ({
    years: t.field({ type: [FeeYear], description: 'Oldest first.', resolve: (history) => history.years }),
    averageIncreasePercent: t.exposeFloat('averageIncreasePercent', {
      nullable: true,
      description: 'The yearly rate from the first year’s average to the last one’s; null under two years.',
    }),
  }),
});
