import { builder } from '@/core/server/graphql/builder';
import { isPrivateLicence, PRIVATE_LICENCES } from '@/modules/openschool/shared/import/dataset-licences';
import { SchoolAdmissions } from '../admissions/school-admissions.graphql';
import { FactConfirmations } from '../confirmations/confirmation.graphql';
import { Grade, SchoolFeeHistory, SchoolFees } from '../fees/school-detail-fees.graphql';
import { feeCurrencyField } from '../fees/school-fee-currency';
import { otherNamesOf } from '../import/school-dataset-record-repository';
import { fieldSourcesOf } from '../import/school-field-source-repository';
import { SchoolFieldSourceType } from '../import/school-field-source-type';
import { Curriculum } from '../reference/curriculum.graphql';
import type { GradeRow } from '../reference/grade-repository';
import { SchoolLifeType } from '../school-life/school-life.graphql';
import { schoolIdentityFields } from '../schools/school-identity-fields';
import { SchoolProfile } from '../schools/school-profile.graphql';
import type { PhotoRow } from './school-detail-repository';
import { type RevisionSummary, type SchoolDetailView, schoolDetail } from './school-detail-service';

const GradeEquivalence = builder
  .objectRef<{ age: number; grades: GradeRow[] }>('GradeEquivalence')
  .implement({
    description: 'The school years of every system that a child of this age starts.',
    fields: (t) => ({
      age: t.exposeInt('age'),
      grades: t.field({ type: [Grade], resolve: (row) => row.grades }),
    }),
  });

const SchoolPhoto = builder.objectRef<PhotoRow>('SchoolPhoto').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    imageId: t.exposeString('imageId', { description: 'The image host’s id: URLs are built from it.' }),
    caption: t.exposeString('caption', { nullable: true }),
  }),
});

const SchoolRevisionSummary = builder.objectRef<RevisionSummary>('SchoolRevisionSummary').implement({
  description: 'One change of a school: when, what kind, which fields. Never who.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'create, edit, proposal, restore or import.' }),
    source: t.exposeString('source', { nullable: true, description: 'Where the change came from.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    fields: t.exposeStringList('fields', {
      description:
        'What the change touched, each once, in the order a school is read: school fields by their input name, but `location` for the coordinates and `ages` for the age range.',
    }),
  }),
});

const SchoolDetail = builder.objectRef<SchoolDetailView>('SchoolDetail').implement({
  interfaces: [SchoolProfile],
  description: 'A published school with everything its page shows.',
  fields: (t) => ({
    ...schoolIdentityFields(t),
    address: t.exposeString('address', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    description: t.exposeString('description', {
      description: 'Plain editable text: paragraphs and ## headings.',
    }),
    avgFees: t.exposeFloat('avgFees', { nullable: true, description: 'Average yearly fee in USD.' }),
    feeCurrency: feeCurrencyField(t),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true, description: 'Approved ratings only, 1 to 5.' }),
    ratingCount: t.exposeInt('ratingCount'),
    listed: t.exposeBoolean('listed', {
      description: 'Shown in lists and search: published, with a name, a country and a city.',
    }),
    lastVerifiedAt: t.exposeString('lastVerifiedAt', { nullable: true, description: 'YYYY-MM-DD.' }),
    verifiedSource: t.exposeString('verifiedSource', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'When the school last changed: its newest revision’s date, as `revisions` gives it.',
    }),
    curriculums: t.field({ type: [Curriculum], resolve: (school) => school.curriculums }),
    fees: t.field({ type: SchoolFees, resolve: (school) => school.fees }),
    feeHistory: t.field({ type: SchoolFeeHistory, resolve: (school) => school.feeHistory }),
    admissions: t.field({ type: SchoolAdmissions, resolve: (school) => school.admissions }),
    schoolLife: t.field({ type: SchoolLifeType, resolve: (school) => school.schoolLife }),
    confirmations: t.field({
      type: [FactConfirmations],
      description:
        'Members’ confirmations of its facts as they stand now; facts nobody confirmed are left out.',
      resolve: (school) => school.confirmations,
    }),
    gradeEquivalence: t.field({
      type: [GradeEquivalence],
      description: 'For each age the school teaches, the school year of every system.',
      resolve: (school) => school.gradeEquivalence,
    }),
    photos: t.field({ type: [SchoolPhoto], resolve: (school) => school.photos }),
    revisions: t.field({
      type: [SchoolRevisionSummary],
      description: 'The latest changes, newest first.',
      resolve: (school) => school.revisions,
    }),
    revisionCount: t.exposeInt('revisionCount', { description: 'Changes kept since the school was added.' }),
    otherNames: t.stringList({
      description:
        'Other names of the school in the datasets it was imported from (those whose licence allows it).',
      resolve: async (school, _args, context) =>
        (await otherNamesOf(context.db, [school], PRIVATE_LICENCES)).get(school.id) ?? [],
    }),
    sources: t.field({
      type: [SchoolFieldSourceType],
      description:
        'Fields imported from open datasets, with their licence: OpenStreetMap’s are under the ODbL.',
      resolve: async (school, _args, context) =>
        (await fieldSourcesOf(context.db, [school.id])).filter((source) => !isPrivateLicence(source.licence)),
    }),
  }),
});

builder.queryField('school', (t) =>
  t.field({
    type: SchoolDetail,
    nullable: true,
    subGraphs: ['public'],
    description: 'A published school by id; null for an unknown id or a school that is not published.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => schoolDetail(context, String(args.id)),
  }),
);
