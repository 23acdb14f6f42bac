import { builder } from '@/core/server/graphql/builder';
import type { Intake } from '@/modules/openschool/shared/admissions';
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

export const SchoolAdmissions = builder.objectRef<SchoolAdmissionsView>('SchoolAdmissions').implement({
  description:
    'What a family needs to apply, as the community keeps it (proposals and revisions). What the school is like once a child is in is its `schoolLife`.',
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
  }),
});
