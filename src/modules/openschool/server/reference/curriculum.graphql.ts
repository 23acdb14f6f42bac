import { builder } from '@/core/server/graphql/builder';
import { curriculumNameFields } from './curriculum-name-fields';
import { curriculumFamilyName, curriculumName, curriculumsByTranslatedName } from './curriculum-names';
import type { CurriculumItem } from './curriculum-repository';
import {
  type CurriculumCountry,
  type CurriculumDetail as CurriculumDetailShape,
  type CurriculumSchool,
  curriculumDetail,
  listedSchoolCount,
} from './curriculum-service';

export const Curriculum = builder.objectRef<CurriculumItem>('Curriculum').implement({
  description: 'A curriculum schools teach (IB Diploma, IGCSE, French national curriculum…).',
  fields: (t) => ({
    ...curriculumNameFields(t),
    family: t.exposeString('family', {
      description: 'The system it belongs to, as an English key for grouping: IB, British, American…',
    }),
    familyName: t.string({
      description: 'The heading of its group (family) in the language of the request.',
      resolve: (curriculum, _args, context) => curriculumFamilyName(context, curriculum.family),
    }),
    description: t.string({
      description:
        'Written for parents; plain editable text, in the language of the request when translated.',
      resolve: (curriculum, _args, context) =>
        curriculumName(context, curriculum, 'description', curriculum.description),
    }),
    schoolCount: t.int({
      description: 'How many listed schools teach it.',
      resolve: (curriculum, _args, context) => listedSchoolCount(context, curriculum.id),
    }),
  }),
});

const CurriculumSchoolRef = builder.objectRef<CurriculumSchool>('CurriculumSchool').implement({
  description: 'A listed school teaching a curriculum.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    city: t.exposeString('city'),
    countrySlug: t.exposeString('countrySlug'),
    avgFees: t.exposeFloat('avgFees', { nullable: true, description: 'Average yearly fee in USD.' }),
  }),
});

const CurriculumCountryRef = builder.objectRef<CurriculumCountry>('CurriculumCountry').implement({
  description: 'A country where listed schools teach a curriculum.',
  fields: (t) => ({
    _id: t.exposeID('code', { description: 'ISO-3166 alpha-2 code.' }),
    name: t.exposeString('name', { description: 'In the language of the request.' }),
    slug: t.exposeString('slug'),
    count: t.exposeInt('count', { description: 'Listed schools of the country teaching it.' }),
    schools: t.field({
      type: [CurriculumSchoolRef],
      description: 'The first few of them, by name.',
      resolve: (country) => country.schools,
    }),
  }),
});

const CurriculumDetail = builder.objectRef<CurriculumDetailShape>('CurriculumDetail').implement({
  description: 'A curriculum and where it is taught, country by country.',
  fields: (t) => ({
    curriculum: t.field({ type: Curriculum, resolve: (detail) => detail }),
    countries: t.field({
      type: [CurriculumCountryRef],
      description: 'Countries with listed schools teaching it, by name in the language of the request.',
      resolve: (detail) => detail.countries,
    }),
  }),
});

builder.queryField('curriculums', (t) =>
  t.field({
    type: [Curriculum],
    subGraphs: ['public'],
    description: 'Every curriculum, by group (family) then name, as the language of the request writes them.',
    resolve: (_root, _args, context) => curriculumsByTranslatedName(context),
  }),
);

builder.queryField('curriculum', (t) =>
  t.field({
    type: CurriculumDetail,
    nullable: true,
    subGraphs: ['public'],
    description: 'The curriculum with this slug (or id) and where it is taught; null when there is none.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => curriculumDetail(context, args.slug),
  }),
);
