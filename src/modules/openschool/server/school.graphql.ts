import { builder } from '../../../core/server/graphql/builder';
import { PageInfo } from '../../../core/server/graphql/root-types';
import { parseInput } from '../../../core/server/validation';
import { withoutNulls } from '../../../core/shared/objects';
import { schoolsQueryInputSchema } from '../shared/schools-query';
import { type CountryCount, findSchools, type SchoolListItem, schoolsCountByCountry } from './school-service';

const School = builder.objectRef<SchoolListItem>('School').implement({
  description: 'A school as listed: enough to show it in a list and link to it.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    city: t.exposeString('city'),
    country: t.exposeString('countryCode', { description: 'ISO-3166 alpha-2 code.' }),
    countrySlug: t.exposeString('countrySlug'),
    countryName: t.exposeString('countryName', { description: 'In the language of the request.' }),
    avgFees: t.exposeFloat('avgFees', { nullable: true, description: 'Average yearly fee in USD.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SchoolPage = builder
  .objectRef<{ pageInfo: { count: number; limit: number; page: number }; items: SchoolListItem[] }>(
    'SchoolPage',
  )
  .implement({
    fields: (t) => ({
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
      items: t.field({ type: [School], resolve: (page) => page.items }),
    }),
  });

builder.queryField('schools', (t) =>
  t.field({
    type: SchoolPage,
    subGraphs: ['public'],
    description: 'Schools, a page at a time. Defaults: page 1, limit 10, sort -updatedAt.',
    args: {
      page: t.arg.int(),
      limit: t.arg.int(),
      sort: t.arg.string({ description: '-updatedAt, updatedAt, name, -name, avgFees or -avgFees.' }),
      q: t.arg.string({ description: 'Text searched in names, cities and country names.' }),
      country: t.arg.string({ description: 'Only the schools of this country: ISO-3166 alpha-2 code.' }),
    },
    resolve: (_root, args, context) =>
      findSchools(context, parseInput(schoolsQueryInputSchema, withoutNulls(args))),
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
