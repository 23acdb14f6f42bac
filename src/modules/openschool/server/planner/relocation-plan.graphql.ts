import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { formInputFieldsOf } from '@/core/server/graphql/zod-input-fields';
import { parseInput } from '@/core/server/validation';
import { withoutNulls } from '@/core/shared/objects';
import type { Money } from '@/modules/openschool/shared/money';
import type { Placement } from '@/modules/openschool/shared/planner/placement';
import { relocationPlanInputSchema } from '@/modules/openschool/shared/planner/planner-input';
import { Grade } from '../fees/school-detail-fees.graphql';
import { schoolLinkFields } from '../schools/school-identity-fields';
import { type PlannedSchool, type PlannedYear, type RelocationPlan, relocationPlan } from './planner-service';

const PlanMoney = builder.objectRef<Money>('PlanMoney').implement({
  description: 'An amount in a currency’s minor unit.',
  fields: (t) => ({
    amountMinor: t.exposeFloat('amountMinor', { description: 'Cents, pence (yen have none).' }),
    currency: t.exposeString('currency', { description: 'ISO-4217 code.' }),
    minorDigits: t.exposeInt('minorDigits'),
  }),
});

const ChildPlacement = builder.objectRef<Placement>('ChildPlacement').implement({
  description: 'Where a child lands in one grade system for the school year of the move.',
  fields: (t) => ({
    system: t.exposeString('system', { description: 'UK, US, FR, IB or DE.' }),
    status: t.exposeString('status', { description: 'placed, too-young or too-old.' }),
    grade: t.field({
      type: Grade,
      nullable: true,
      resolve: (entry) => entry.grade && { ...entry.grade, system: entry.system },
    }),
    age: t.exposeInt('age', { description: 'The age reached on the cut-off day.' }),
    schoolYear: t.exposeString('schoolYear', { description: 'The school year joined, like 2027-2028.' }),
    cutoff: t.exposeString('cutoff', { description: 'The cut-off day deciding it, like 2027-08-31.' }),
    cutoffVaries: t.exposeBoolean('cutoffVaries', {
      description: 'States, Länder or schools may use another date.',
    }),
    sourceUrl: t.exposeString('sourceUrl', { nullable: true }),
    borderline: t.exposeBoolean('borderline', { description: 'Born within 30 days of the cut-off.' }),
    alternative: t.field({
      type: Grade,
      nullable: true,
      description: 'For a borderline child: the year a school may choose instead.',
      resolve: (entry) => entry.alternative && { ...entry.alternative, system: entry.system },
    }),
    midYear: t.exposeBoolean('midYear', { description: 'The move falls between October and June.' }),
  }),
});

const PlannedChild = builder.objectRef<RelocationPlan['children'][number]>('PlannedChild').implement({
  fields: (t) => ({
    index: t.exposeInt('index', { description: 'The child’s place in the input, from 0.' }),
    birthDate: t.exposeString('birthDate'),
    placements: t.field({ type: [ChildPlacement], resolve: (child) => child.placements }),
  }),
});

const PlannedPlaces = builder.objectRef<NonNullable<PlannedYear['places']>>('PlannedPlaces').implement({
  fields: (t) => ({
    status: t.exposeString('status', { description: 'open, waitlist or full.' }),
    confirmedOn: t.exposeString('confirmedOn', { description: 'YYYY-MM-DD.' }),
    stale: t.exposeBoolean('stale', { description: 'Not confirmed for over a year.' }),
  }),
});

const PlannedYearType = builder.objectRef<PlannedYear>('PlannedYear').implement({
  fields: (t) => ({
    childIndex: t.exposeInt('childIndex'),
    placement: t.field({ type: ChildPlacement, resolve: (year) => year.placement }),
    firstYear: t.field({
      type: PlanMoney,
      nullable: true,
      description: 'A year’s tuition and the one-off fees, in the school’s currency; null: not given.',
      resolve: (year) => year.firstYear,
    }),
    places: t.field({
      type: PlannedPlaces,
      nullable: true,
      description: 'Whether the child’s school year has places, as the school says; null: not known.',
      resolve: (year) => year.places,
    }),
  }),
});

const PlannedSchoolType = builder.objectRef<PlannedSchool>('PlannedSchool').implement({
  fields: (t) => ({
    ...schoolLinkFields(t),
    gradeSystem: t.exposeString('gradeSystem'),
    continuity: t.exposeInt('continuity', {
      description: '2: teaches the current curriculum; 1: one of its family; 0: neither.',
    }),
    years: t.field({ type: [PlannedYearType], resolve: (school) => school.years }),
    total: t.field({
      type: PlanMoney,
      nullable: true,
      description: 'Every child’s first year in the family’s currency; null when a fee is not given.',
      resolve: (school) => school.total,
    }),
    overBudget: t.exposeBoolean('overBudget'),
    placesForAll: t.exposeBoolean('placesForAll', {
      description: 'Every child’s school year has places open, as the school says.',
    }),
  }),
});

const RelocationPlanType = builder.objectRef<RelocationPlan>('RelocationPlan').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    budget: t.field({ type: PlanMoney, nullable: true, resolve: (plan) => plan.budget }),
    children: t.field({ type: [PlannedChild], resolve: (plan) => plan.children }),
    schools: t.field({
      type: [PlannedSchoolType],
      description:
        'Schools teaching every child’s year: best continuity first, then cheapest for the family.',
      resolve: (plan) => plan.schools,
    }),
  }),
});

const RelocationPlanResult = mutationResultType('RelocationPlanResult', RelocationPlanType);

const RelocationPlanInputType = builder.inputType('RelocationPlanInput', {
  description: 'A family’s move: what is missing or wrong comes back in `fieldErrors` by its path.',
  fields: (t) =>
    formInputFieldsOf(
      t,
      relocationPlanInputSchema,
      {
        children: 'Each child, 1 to 6.',
        'children.birthDate': 'Like 2015-03-14.',
        moveDate: 'Like 2027-08-15.',
        countryCode: 'The destination, ISO 3166-1 alpha-2 (PT).',
        city: 'Optional: schools of one city first.',
        curriculum: 'Optional: the current school’s curriculum slug (igcse).',
        budget: 'Optional: the most for the first year, all children, in the currency’s main unit.',
        currency: 'ISO-4217 code; USD when left out.',
      },
      { children: 'RelocationChildInput' },
    ),
});

builder.queryField('relocationPlan', (t) =>
  t.field({
    type: RelocationPlanResult,
    subGraphs: ['public'],
    description:
      'Every child placed in each school system of the destination, and the schools teaching them ' +
      'with the family’s first year. Refused fields come back as fieldErrors.',
    args: { input: t.arg({ type: RelocationPlanInputType, required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(() =>
        relocationPlan(context, parseInput(relocationPlanInputSchema, withoutNulls(args.input))),
      ),
  }),
);
