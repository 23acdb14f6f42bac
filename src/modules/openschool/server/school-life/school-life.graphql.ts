import { builder } from '@/core/server/graphql/builder';
import type { Term } from '@/modules/openschool/shared/school-life';
import type { SchoolLifeView } from './school-life-view';

const SchoolTerm = builder.objectRef<Term>('SchoolTerm').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    startsOn: t.exposeString('startsOn', { description: 'YYYY-MM-DD.' }),
    endsOn: t.exposeString('endsOn', { description: 'YYYY-MM-DD.' }),
  }),
});

const NationalityShare = builder
  .objectRef<SchoolLifeView['nationalities'][number]>('NationalityShare')
  .implement({
    fields: (t) => ({
      countryCode: t.exposeString('countryCode'),
      countryName: t.exposeString('countryName', { description: 'In the request’s language.' }),
      percent: t.exposeInt('percent', { description: 'Share of the pupils, in percent.' }),
    }),
  });

export const SchoolLifeType = builder.objectRef<SchoolLifeView>('SchoolLife').implement({
  description:
    'What a school is like once a child is in: its terms, its support in English and for learning needs, its nationalities and its buses. Kept by the community like its admissions (proposals and revisions).',
  fields: (t) => ({
    known: t.exposeBoolean('known', { description: 'Whether any of these facts is known.' }),
    confirmedOn: t.exposeString('confirmedOn', {
      nullable: true,
      description: 'When these facts were last confirmed (YYYY-MM-DD).',
    }),
    stale: t.exposeBoolean('stale', { description: 'They were not confirmed for over a year.' }),
    termDates: t.field({ type: [SchoolTerm], resolve: (life) => life.termDates }),
    ealSupport: t.exposeString('ealSupport', {
      nullable: true,
      description: 'English as an additional language: none, included or extra-cost.',
    }),
    senSupport: t.exposeString('senSupport', {
      nullable: true,
      description: 'Learning support: none, mild or specialist.',
    }),
    nationalityCount: t.exposeInt('nationalityCount', { nullable: true }),
    nationalities: t.field({
      type: [NationalityShare],
      description: 'The largest nationalities among the pupils.',
      resolve: (life) => life.nationalities,
    }),
    busAreas: t.exposeStringList('busAreas', { description: 'Areas the school buses serve.' }),
  }),
});
