import { builder } from '@/core/server/graphql/builder';
import { PageInfo } from '@/core/server/graphql/root-types';
import { parseInput } from '@/core/server/validation';
import { withoutNulls } from '@/core/shared/objects';
import { MISSING_FACTS } from '@/modules/openschool/shared/missing-facts';
import { missingFactsQuerySchema } from '@/modules/openschool/shared/missing-facts-query';
import { schoolIdentityFields } from '../schools/school-identity-fields';
import { type IncompleteSchool, type IncompleteSchoolPage, incompleteSchools } from './missing-facts-service';

const IncompleteSchoolType = builder.objectRef<IncompleteSchool>('IncompleteSchool').implement({
  description: 'A listed school that lacks facts parents look for, and which: for people to add them.',
  fields: (t) => ({
    ...schoolIdentityFields(t),
    missing: t.exposeStringList('missing', {
      description: `What it lacks, of ${MISSING_FACTS.join(', ')}.`,
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const IncompleteSchoolPageType = builder.objectRef<IncompleteSchoolPage>('IncompleteSchoolPage').implement({
  fields: (t) => ({
    pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
    countIsLowerBound: t.exposeBoolean('countIsLowerBound', {
      description:
        'True when more schools lack facts than pageInfo.count: counting stops 1,000 schools past the page start.',
    }),
    items: t.field({ type: [IncompleteSchoolType], resolve: (page) => page.items }),
  }),
});

builder.queryField('schoolsMissingFacts', (t) =>
  t.field({
    type: IncompleteSchoolPageType,
    subGraphs: ['public'],
    description:
      'Listed schools lacking tuition fees, curriculums, ages, languages, boarding or a position, a page ' +
      'at a time: what the community can complete. Defaults: every country, any fact, sort name, page 1, limit 20.',
    args: {
      countrySlug: t.arg.string({ description: 'Only this country’s schools (its slug; unknown: none).' }),
      missing: t.arg.string({
        description: `Only the schools lacking this fact: ${MISSING_FACTS.join(', ')}.`,
      }),
      sort: t.arg.string({ description: 'name (the default) or -updatedAt (most recently changed first).' }),
      page: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, context) =>
      incompleteSchools(context, parseInput(missingFactsQuerySchema, withoutNulls(args))),
  }),
);
