import { builder } from '../../../core/server/graphql/builder';
import { parseInput } from '../../../core/server/validation';
import { COMPARE_MAX } from '../shared/directory-constants';
import { compareIdsInputSchema } from '../shared/shortlist-input';
import type { ComparedFee, TuitionRange } from './compare-fees';
import {
  type ComparedCurriculum,
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
    period: t.exposeString('period', { description: 'year, term, month or once.' }),
    ageFrom: t.exposeInt('ageFrom', { nullable: true }),
    ageTo: t.exposeInt('ageTo', { nullable: true }),
  }),
});

const TuitionRangeType = builder.objectRef<TuitionRange>('TuitionRange').implement({
  description: 'The lowest and highest yearly tuition of a school, in its own currency.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'ISO-4217 code.' }),
    min: t.exposeFloat('min', { description: 'A year of tuition, in the currency’s main unit.' }),
    max: t.exposeFloat('max'),
    academicYear: t.exposeString('academicYear', { description: 'Like 2026-2027.' }),
  }),
});

const ComparedCurriculumType = builder.objectRef<ComparedCurriculum>('ComparedCurriculum').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    shortName: t.exposeString('shortName', { nullable: true }),
  }),
});

const SchoolComparisonType = builder.objectRef<SchoolComparison>('SchoolComparison').implement({
  description: 'What the compare page shows of a school, side by side with others.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    city: t.exposeString('city'),
    country: t.exposeString('countryCode', { description: 'ISO-3166 alpha-2 code.' }),
    countrySlug: t.exposeString('countrySlug'),
    countryName: t.exposeString('countryName', { description: 'In the language of the request.' }),
    avgFees: t.exposeFloat('avgFees', { nullable: true, description: 'Average yearly fee in USD.' }),
    tuition: t.field({ type: TuitionRangeType, nullable: true, resolve: (school) => school.tuition }),
    oneOffFees: t.field({ type: [ComparedFeeType], resolve: (school) => school.oneOffFees }),
    extraFees: t.field({
      type: [ComparedFeeType],
      description: 'Recurring fees besides tuition: EAL, transport, meals…',
      resolve: (school) => school.extraFees,
    }),
    curriculums: t.field({ type: [ComparedCurriculumType], resolve: (school) => school.curriculums }),
    ageFrom: t.exposeInt('ageFrom', { nullable: true, description: 'Age at the start of the school year.' }),
    ageTo: t.exposeInt('ageTo', { nullable: true }),
    gradeSystem: t.exposeString('gradeSystem'),
    gradeFrom: t.exposeString('gradeFrom', {
      nullable: true,
      description: 'Name of the first grade taught.',
    }),
    gradeTo: t.exposeString('gradeTo', { nullable: true }),
    languages: t.exposeStringList('languages', { description: 'ISO 639-1 codes of the teaching languages.' }),
    accreditations: t.exposeStringList('accreditations'),
    boarding: t.exposeBoolean('boarding'),
    foundedYear: t.exposeInt('foundedYear', { nullable: true }),
    studentCount: t.exposeInt('studentCount', { nullable: true }),
    avgClassSize: t.exposeInt('avgClassSize', { nullable: true }),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true, description: 'Approved ratings only.' }),
    ratingCount: t.exposeInt('ratingCount'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SchoolComparisonListType = builder.objectRef<SchoolComparisonList>('SchoolComparisonList').implement({
  fields: (t) => ({
    items: t.field({ type: [SchoolComparisonType], resolve: (list) => list.items }),
    unknownIds: t.exposeStringList('unknownIds', {
      description: 'Ids asked for that name no listed school; left out of items.',
    }),
  }),
});

builder.queryField('compareSchools', (t) =>
  t.field({
    type: SchoolComparisonListType,
    subGraphs: ['public'],
    description: `Up to ${COMPARE_MAX} listed schools side by side, in the order asked (compare.too.many beyond).`,
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) =>
      compareSchools(context, parseInput(compareIdsInputSchema, args.ids.map(String))),
  }),
);
