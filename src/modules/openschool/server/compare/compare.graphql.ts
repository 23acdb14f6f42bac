import { builder } from '@/core/server/graphql/builder';
import { parseInput } from '@/core/server/validation';
import { compareInputSchema } from '@/modules/openschool/shared/compare-params';
import { COMPARE_MAX } from '@/modules/openschool/shared/directory-constants';
import { GradeFees } from '../fees/school-detail-fees.graphql';
import { schoolYearName } from '../fees/school-year-name';
import { curriculumNameFields } from '../reference/curriculum-name-fields';
import { schoolIdentityFields } from '../schools/school-identity-fields';
import { SchoolProfile } from '../schools/school-profile.graphql';
import type { ComparedFee, TuitionRange } from './compare-fees';
import {
  type ComparedChild,
  type ComparedCurriculum,
  type ComparedYearFees,
  compareSchools,
  type SchoolComparison,
  type SchoolComparisonList,
} from './compare-service';

const ComparedFeeType = builder.objectRef<ComparedFee>('ComparedFee').implement({
  description: 'A fee besides tuition (registration, deposit, capital levy, EAL, transport…).',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    amount: t.exposeFloat('amount', { description: 'In the currency’s main unit.' }),
    currency: t.exposeString('currency', { description: 'ISO-4217 code.' }),
    minorDigits: t.exposeInt('minorDigits', { description: 'Digits of the currency’s minor unit.' }),
    period: t.exposeString('period', { description: 'year, term, month or once.' }),
    ageFrom: t.exposeInt('ageFrom', { nullable: true }),
    ageTo: t.exposeInt('ageTo', { nullable: true }),
  }),
});

const TuitionRangeType = builder.objectRef<TuitionRange>('TuitionRange').implement({
  description: 'The lowest and highest yearly tuition of a school, in its own currency.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'ISO-4217 code.' }),
    minorDigits: t.exposeInt('minorDigits', { description: 'Digits of the currency’s minor unit.' }),
    min: t.exposeFloat('min', { description: 'A year of tuition, in the currency’s main unit.' }),
    max: t.exposeFloat('max'),
    academicYear: t.exposeString('academicYear', { description: 'Like 2026-2027.' }),
  }),
});

const ComparedCurriculumType = builder.objectRef<ComparedCurriculum>('ComparedCurriculum').implement({
  fields: (t) => ({
    ...curriculumNameFields(t),
  }),
});

const SchoolComparisonType = builder.objectRef<SchoolComparison>('SchoolComparison').implement({
  interfaces: [SchoolProfile],
  description: 'What the compare page shows of a school, side by side with others.',
  fields: (t) => ({
    ...schoolIdentityFields(t),
    avgFees: t.exposeFloat('avgFees', { nullable: true, description: 'Average yearly fee in USD.' }),
    tuition: t.field({ type: TuitionRangeType, nullable: true, resolve: (school) => school.tuition }),
    oneOffFees: t.field({ type: [ComparedFeeType], resolve: (school) => school.oneOffFees }),
    extraFees: t.field({
      type: [ComparedFeeType],
      description: 'Recurring fees besides tuition: EAL, transport, meals…',
      resolve: (school) => school.extraFees,
    }),
    curriculums: t.field({ type: [ComparedCurriculumType], resolve: (school) => school.curriculums }),
    gradeFrom: t.string({
      nullable: true,
      description: 'Name of the first grade taught, in the language of the request (as `Grade.name`).',
      resolve: (school, _args, context) => school.gradeFrom && schoolYearName(context, school.gradeFrom),
    }),
    gradeTo: t.string({
      nullable: true,
      resolve: (school, _args, context) => school.gradeTo && schoolYearName(context, school.gradeTo),
    }),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true, description: 'Approved ratings only.' }),
    ratingCount: t.exposeInt('ratingCount'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ComparedYearFeesType = builder.objectRef<ComparedYearFees>('ComparedYearFees').implement({
  description:
    'A compared school’s figures for the child’s age: the school year of that age in its system, its yearly tuition and the first year’s total, as the school’s fees tab gives them.',
  fields: (t) => ({
    schoolId: t.exposeID('schoolId'),
    fees: t.field({ type: GradeFees, resolve: (entry) => entry.fees }),
  }),
});

const ComparedChildType = builder.objectRef<ComparedChild>('ComparedChild').implement({
  description:
    'One child of the family: at each compared school, the school year it joins there (placed by the school’s system, as the planner places it) and its figures.',
  fields: (t) => ({
    childIndex: t.exposeInt('childIndex', { description: 'The child, in the order given (0 first).' }),
    atAge: t.field({
      type: [ComparedYearFeesType],
      description:
        'Each school’s figures for this child, in the order of items; a school with no year for the child is left out.',
      resolve: (child) => child.atAge,
    }),
  }),
});

const SchoolComparisonListType = builder.objectRef<SchoolComparisonList>('SchoolComparisonList').implement({
  fields: (t) => ({
    age: t.exposeInt('age', {
      nullable: true,
      description:
        'The child’s age the figures are for (a school year asked gives its age); null: none asked.',
    }),
    items: t.field({ type: [SchoolComparisonType], resolve: (list) => list.items }),
    atAge: t.field({
      type: [ComparedYearFeesType],
      description: 'With an age or school year asked: each school’s figures for it, in the order of items.',
      resolve: (list) => list.atAge,
    }),
    family: t.field({
      type: [ComparedChildType],
      description: 'With children asked: one row per child, each school’s figures for that child’s year.',
      resolve: (list) => list.family,
    }),
    unknownIds: t.exposeStringList('unknownIds', {
      description: 'Ids asked for that name no listed school; left out of items.',
    }),
  }),
});

builder.queryField('compareSchools', (t) =>
  t.field({
    type: SchoolComparisonListType,
    subGraphs: ['public'],
    description: `Up to ${COMPARE_MAX} listed schools side by side, in the order asked (compare.too.many beyond); with a child's age (2 to 19) or school year (\`UK-Y7\`), each school's figures for it (age.invalid, grade.invalid, grade.conflict).`,
    args: {
      ids: t.arg.idList({ required: true }),
      age: t.arg.int({ description: 'The child’s age at the start of the school year.' }),
      grade: t.arg.string({ description: 'A school year standing for the child’s age: `UK-Y7`, `US-G6`.' }),
      children: t.arg.stringList({
        description:
          'A family, as the list takes it: each child’s birth date (placed by each school’s system) or age. Not with age or grade.',
      }),
      move: t.arg.string({
        description: 'With children: the day they are placed for (YYYY-MM-DD); default today.',
      }),
    },
    resolve: (_root, args, context) =>
      compareSchools(
        context,
        parseInput(compareInputSchema, {
          ids: args.ids.map(String),
          age: args.age ?? undefined,
          grade: args.grade ?? undefined,
          children: args.children ?? undefined,
          move: args.move ?? undefined,
        }),
      ),
  }),
);
