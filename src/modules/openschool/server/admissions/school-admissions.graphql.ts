import { builder } from '@/core/server/graphql/builder';
import type { Intake, Term } from '@/modules/openschool/shared/admissions';
import type { SchoolAdmissionsView, SchoolYearPlacesView } from './admissions-view';

const AdmissionIntake = builder.objectRef<Intake>('AdmissionIntake').implement({
  description: 'An intake of new pupils: when applications open and the deadline (YYYY-MM-DD).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'As the school names it: August 2027, January 2028…' }),
    opensOn: t.exposeString('opensOn', { nullable: true }),
    deadline: t.exposeString('deadline', { nullable: true }),
  }),
});

export const SchoolYearPlaces = builder.objectRef<SchoolYearPlacesView>('SchoolYearPlaces').implement({
  description: 'Whether a school year takes new pupils, and when someone last confirmed it.',
  fields: (t) => ({
    age: t.exposeInt('age', { description: 'Age of a child at the start of that school year.' }),
    grade: t.exposeString('grade', { nullable: true, description: 'Its name in the school’s system.' }),
    status: t.exposeString('status', { description: 'open, waitlist or full.' }),
    confirmedOn: t.exposeString('confirmedOn', { description: 'YYYY-MM-DD.' }),
    stale: t.exposeBoolean('stale', { description: 'Not confirmed for over a year.' }),
  }),
});

const SchoolTerm = builder.objectRef<Term>('SchoolTerm').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    startsOn: t.exposeString('startsOn', { description: 'YYYY-MM-DD.' }),
    endsOn: t.exposeString('endsOn', { description: 'YYYY-MM-DD.' }),
  }),
});

const NationalityShare = builder
  .objectRef<SchoolAdmissionsView['nationalities'][number]>('NationalityShare')
  .implement({
    fields: (t) => ({
      countryCode: t.exposeString('countryCode'),
      countryName: t.exposeString('countryName', { description: 'In the request’s language.' }),
      percent: t.exposeInt('percent', { description: 'Share of the pupils, in percent.' }),
    }),
  });

export const SchoolAdmissions = builder.objectRef<SchoolAdmissionsView>('SchoolAdmissions').implement({
  description: 'What a family needs to apply, as the community keeps it (proposals and revisions).',
  fields: (t) => ({
    known: t.exposeBoolean('known', { description: 'Whether any admissions fact is known.' }),
    confirmedOn: t.exposeString('confirmedOn', {
      nullable: true,
      description: 'When the facts besides the places were last confirmed (YYYY-MM-DD).',
    }),
    stale: t.exposeBoolean('stale', { description: 'Those facts were not confirmed for over a year.' }),
    intakes: t.field({ type: [AdmissionIntake], resolve: (admissions) => admissions.intakes }),
    places: t.field({
      type: [SchoolYearPlaces],
      description: 'Per school year, youngest first.',
      resolve: (admissions) => admissions.places,
    }),
    assessments: t.exposeStringList('assessments', {
      description: 'interview, english-test, maths-test, cognitive-test, reports-review, trial-day.',
    }),
    documents: t.exposeStringList('documents', {
      description:
        'school-reports, passport, birth-certificate, immunisation-record, teacher-reference, transfer-certificate, residence-permit, photo.',
    }),
    termDates: t.field({ type: [SchoolTerm], resolve: (admissions) => admissions.termDates }),
    ealSupport: t.exposeString('ealSupport', {
      nullable: true,
      description: 'none, included or extra-cost.',
    }),
    senSupport: t.exposeString('senSupport', { nullable: true, description: 'none, mild or specialist.' }),
    nationalityCount: t.exposeInt('nationalityCount', { nullable: true }),
    nationalities: t.field({
      type: [NationalityShare],
      description: 'The largest nationalities among the pupils.',
      resolve: (admissions) => admissions.nationalities,
    }),
    busAreas: t.exposeStringList('busAreas', { description: 'Areas the school buses serve.' }),
  }),
});
