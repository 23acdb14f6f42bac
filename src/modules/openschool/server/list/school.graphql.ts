import { builder } from '@/core/server/graphql/builder';
import { PageInfo } from '@/core/server/graphql/root-types';
import { fieldCost } from '@/core/server/http/field-cost';
import { parseInput } from '@/core/server/validation';
import { withoutNulls } from '@/core/shared/objects';
import { schoolsQueryInputSchema } from '@/modules/openschool/shared/school-filter-input';
import { ExchangeRate } from '../fees/exchange-rate.graphql';
import { Grade } from '../fees/school-detail-fees.graphql';
import { feeCurrencyField } from '../fees/school-fee-currency';
import { Curriculum } from '../reference/curriculum.graphql';
import { schoolIdentityFields } from '../schools/school-identity-fields';
import {
  type FamilyFees,
  type FamilyYearFees,
  type SchoolCard,
  type SchoolPageResult,
  type SchoolYearFees,
  SEARCH_COST,
  searchSchools,
} from '../search/search-schools';
import { SchoolFilter } from './school-filter.graphql';
import {
  type CountryCount,
  curriculumsOfSchool,
  gradeKeyOf,
  gradeOfAge,
  schoolsCountByCountry,
} from './school-list-service';

const SchoolYearFeesType = builder
  .objectRef<SchoolYearFees & { gradeSystem: string }>('SchoolYearFees')
  .implement({
    description: 'What the school year of the age asked costs at a school, as its fee table shows it.',
    fields: (t) => ({
      age: t.exposeInt('age', { description: 'The child’s age at the start of the school year.' }),
      grade: t.field({
        type: Grade,
        nullable: true,
        description: 'That school year in the school’s own system (Year 7, Grade 6…).',
        resolve: (fees, _args, context) => gradeOfAge(context, gradeKeyOf(fees.gradeSystem, fees.age)),
      }),
      tuitionUsd: t.exposeFloat('tuitionUsd', { description: 'A year of tuition, in US dollars.' }),
      firstYearUsd: t.exposeFloat('firstYearUsd', {
        description: 'The first year: a year of tuition plus every one-off fee, in US dollars.',
      }),
    }),
  });

const FamilyYearFeesType = builder
  .objectRef<FamilyYearFees & { gradeSystem: string }>('FamilyYearFees')
  .implement({
    description: 'One child’s school year at a school, placed by the school’s own system, and its fees.',
    fields: (t) => ({
      childIndex: t.exposeInt('childIndex', { description: 'The child, in the order given (0 first).' }),
      age: t.exposeInt('age', { description: 'The child’s age at the start of that school year.' }),
      grade: t.field({
        type: Grade,
        nullable: true,
        description: 'That school year in the school’s own system (Year 7, Grade 6…).',
        resolve: (year, _args, context) => gradeOfAge(context, gradeKeyOf(year.gradeSystem, year.age)),
      }),
      tuitionUsd: t.exposeFloat('tuitionUsd', {
        nullable: true,
        description: 'A year of tuition, in US dollars; null when the school gives none for it.',
      }),
      firstYearUsd: t.exposeFloat('firstYearUsd', {
        nullable: true,
        description: 'The first year (tuition and one-off fees), in US dollars; null when not given.',
      }),
    }),
  });

const FamilyFeesType = builder.objectRef<FamilyFees & { gradeSystem: string }>('FamilyFees').implement({
  description: 'A family at a school: each child’s school year and fees, and their first years together.',
  fields: (t) => ({
    years: t.field({
      type: [FamilyYearFeesType],
      resolve: (family) => family.years.map((year) => ({ ...year, gradeSystem: family.gradeSystem })),
    }),
    firstYearUsd: t.exposeFloat('firstYearUsd', {
      nullable: true,
      description: 'Every child’s first year together, in US dollars; null when a fee is not given.',
    }),
  }),
});

const SchoolCardType = builder.objectRef<SchoolCard>('SchoolCard').implement({
  description: 'A school as listed: what a parent scans first, and enough to link to it.',
  fields: (t) => ({
    ...schoolIdentityFields(t),
    avgFees: t.exposeFloat('avgFees', { nullable: true, description: 'Average yearly fee in USD.' }),
    feeCurrency: feeCurrencyField(t),
    ageFrom: t.exposeInt('ageFrom', {
      nullable: true,
      description: 'Youngest age taught (at the start of the year).',
    }),
    ageTo: t.exposeInt('ageTo', {
      nullable: true,
      description: 'Oldest age taught (at the start of the year).',
    }),
    boarding: t.exposeBoolean('boarding', {
      nullable: true,
      description: 'Whether it takes boarders; null: not known.',
    }),
    rating: t.exposeFloat('rating', { nullable: true, description: 'Average approved rating, 1 to 5.' }),
    ratingCount: t.exposeInt('ratingCount', { description: 'Number of approved ratings.' }),
    curriculums: t.field({
      type: [Curriculum],
      description: 'What it teaches, by name.',
      resolve: (school, _args, context) => curriculumsOfSchool(context, school.id),
    }),
    yearFees: t.field({
      type: SchoolYearFeesType,
      nullable: true,
      description:
        'With an age or a grade asked of the list: that school year’s fees; null otherwise, or when the school gives none for it.',
      resolve: (school) => school.yearFees && { ...school.yearFees, gradeSystem: school.gradeSystem },
    }),
    family: t.field({
      type: FamilyFeesType,
      nullable: true,
      description:
        'With children asked of the list: each child’s school year here and the family’s first year.',
      resolve: (school) => school.family && { ...school.family, gradeSystem: school.gradeSystem },
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SchoolPage = builder.objectRef<SchoolPageResult>('SchoolPage').implement({
  fields: (t) => ({
    pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
    countIsLowerBound: t.exposeBoolean('countIsLowerBound', {
      description:
        'True when more schools match than pageInfo.count: counting stops 1,000 schools past the page start.',
    }),
    items: t.field({ type: [SchoolCardType], resolve: (page) => page.items }),
    currency: t.field({
      type: ExchangeRate,
      nullable: true,
      description: 'The rate of the currency asked for, to show fees in it too; null when none was asked.',
      resolve: (page) => page.currency,
    }),
    approximate: t.exposeBoolean('approximate', {
      description: 'True when the search words as typed found nothing and these are close matches.',
    }),
  }),
});

builder.queryField('schools', (t) =>
  t.field({
    type: SchoolPage,
    subGraphs: ['public'],
    description:
      'Listed schools, a page at a time, filtered, searched and sorted. Defaults: page 1, limit 10, ' +
      'sort -updatedAt. Filters combine; a list filter keeps the schools having any of its values. ' +
      `A search (\`filter.q\`) counts ${SEARCH_COST.toLocaleString('en')} in a document's cost limit (5,000).`,
    // A search tolerating typos is tens of milliseconds of database work, not a plain field.
    extensions: fieldCost({ points: SEARCH_COST, withArgument: 'filter.q' }),
    args: {
      page: t.arg.int(),
      limit: t.arg.int(),
      sort: t.arg.string({
        description:
          '-updatedAt, updatedAt, name, -name, avgFees, -avgFees (with an age: that year’s fee) or -rating.',
      }),
      filter: t.arg({ type: SchoolFilter }),
    },
    resolve: async (_root, args, context) => {
      const { filter, ...rest } = args;
      const query = parseInput(schoolsQueryInputSchema, {
        ...withoutNulls(rest),
        ...(filter ? { filter: withoutNulls(filter) } : {}),
      });
      // Waits its turn among the process's searches (a few at a time), or is refused as busy.
      return context.searches.run(async () => (await searchSchools(context.db, query)).page(context.lang));
    },
  }),
);

const CountryCountItem = builder.objectRef<CountryCount>('CountryCount').implement({
  fields: (t) => ({
    _id: t.exposeID('code', { description: 'ISO-3166 alpha-2 code.' }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    count: t.exposeInt('count'),
  }),
});

const CountryCountList = builder.objectRef<{ items: CountryCount[] }>('CountryCountList').implement({
  fields: (t) => ({ items: t.field({ type: [CountryCountItem], resolve: (list) => list.items }) }),
});

builder.queryField('schoolsCountByCountry', (t) =>
  t.field({
    type: CountryCountList,
    subGraphs: ['public'],
    description: 'Countries that have schools, with how many, by name in the language of the request.',
    resolve: async (_root, _args, context) => ({ items: await schoolsCountByCountry(context) }),
  }),
);
