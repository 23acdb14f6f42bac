import { countryByCode, countryName } from '@/core/server/countries/countries';
import { builder } from '@/core/server/graphql/builder';
import { SchoolProfile } from '../schools/school-profile.graphql';
import { notListedReasons } from './school-admin-record';
import type { AdminSchoolFee, AdminSchoolRecord } from './school-admin-repository';

const AdminSchoolFeeEntry = builder.objectRef<AdminSchoolFee>('AdminSchoolFeeEntry').implement({
  subGraphs: ['admin'],
  description: 'One fee of a school, as its admin page lists it.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    ageFrom: t.exposeInt('ageFrom', { nullable: true }),
    ageTo: t.exposeInt('ageTo', { nullable: true }),
    amount: t.exposeFloat('amount', { description: 'In the currency’s main unit (12500.5 euros).' }),
    currency: t.exposeString('currency'),
    period: t.exposeString('period'),
    academicYear: t.exposeString('academicYear'),
    note: t.exposeString('note', { nullable: true }),
  }),
});

const countrySlug = (school: AdminSchoolRecord) =>
  countryByCode(school.countryCode)?.slug ?? school.countryCode.toLowerCase();

/** Every school, listed or not, with all its fields: what the admin's pages and forms read. */
export const AdminSchoolType = builder.objectRef<AdminSchoolRecord>('AdminSchool').implement({
  interfaces: [SchoolProfile],
  subGraphs: ['admin'],
  description: 'A school in the admin, listed or not.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    countryCode: t.exposeString('countryCode', { description: 'ISO-3166 alpha-2 code.' }),
    countryName: t.string({
      description: 'In the language of the request.',
      resolve: (school, _args, context) => countryName(school.countryCode, context.lang),
    }),
    publicPath: t.string({
      description: 'Its public page: /schools/{country}/{_id} (shown only while it is listed).',
      resolve: (school) => `/schools/${countrySlug(school)}/${school.id}`,
    }),
    city: t.exposeString('city'),
    address: t.exposeString('address', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    description: t.exposeString('description'),
    curriculums: t.exposeStringList('curriculums', { description: 'Slugs of the curriculums taught.' }),
    fees: t.field({ type: [AdminSchoolFeeEntry], resolve: (school) => school.fees }),
    lastVerifiedAt: t.exposeString('lastVerifiedAt', { nullable: true, description: 'A date: 2026-11-01.' }),
    verifiedSource: t.exposeString('verifiedSource', { nullable: true }),
    admissions: t.field({
      type: 'JSON',
      description:
        'Intakes and deadlines, places per school year, assessments and documents (SchoolEditInput.admissions).',
      resolve: (school) => school.admissions,
    }),
    schoolLife: t.field({
      type: 'JSON',
      description:
        'Term dates, English and learning support, nationalities and bus areas (SchoolEditInput.schoolLife).',
      resolve: (school) => school.schoolLife,
    }),
    status: t.exposeString('status', { description: 'draft, published or archived.' }),
    listed: t.exposeBoolean('listed', {
      description: 'Shown in public lists: published, with a name, a country and a city.',
    }),
    notListedReasons: t.stringList({
      description: 'Why it is not listed: notPublished, noName, noCity.',
      resolve: (school) => notListedReasons(school),
    }),
    avgFees: t.float({
      nullable: true,
      description: 'Average yearly tuition in USD, derived from its fees.',
      resolve: (school) => (school.avgFeesUsdCents === null ? null : school.avgFeesUsdCents / 100),
    }),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true }),
    ratingCount: t.exposeInt('ratingCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
