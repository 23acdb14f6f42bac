import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import type { HoldingEveryShownFact } from '@/modules/openschool/client/school-profile-fields';
import { SCHOOL_ADMIN_LIST } from '@/modules/openschool/shared/admin/school-admin-list';

export const SCHOOLS_PATH = '/_admin/schools';

const LIST_FIELDS = adminGraphql(`
  fragment AdminSchoolListFields on AdminSchool {
    _id version name countryCode countryName city status listed avgFees updatedAt
  }
`);

/** The facts every view of a school shows alike, as the public pages' fragment asks them. */
const ADMIN_SCHOOL_PROFILE_FIELDS = adminGraphql(`
  fragment AdminSchoolProfileFields on SchoolProfile {
    languages accreditations boarding foundedYear studentCount avgClassSize teacherCount
    ageFrom ageTo gradeSystem
  }
`);

/** A fragment leaving out a fact the catalogue shows is a type error here. */
export type AdminSchoolProfileView = HoldingEveryShownFact<ResultOf<typeof ADMIN_SCHOOL_PROFILE_FIELDS>>;

const SCHOOL_FIELDS = adminGraphql(
  `
  fragment AdminSchoolFields on AdminSchool {
    ...AdminSchoolListFields
    slug publicPath address latitude longitude website email phone description
    ...AdminSchoolProfileFields
    curriculums fees { _id kind ageFrom ageTo amount currency period academicYear note }
    lastVerifiedAt verifiedSource admissions schoolLife notListedReasons ratingAvg ratingCount createdAt
  }
`,
  [LIST_FIELDS, ADMIN_SCHOOL_PROFILE_FIELDS],
);

/** A school as the admin list shows it. */
export type AdminSchoolRow = ResultOf<typeof LIST_FIELDS>;
/** A school with every field: its page and its form. */
export type SchoolItem = ResultOf<typeof SCHOOL_FIELDS>;

// Both entities are the same record type; they differ in the fields they read.
const SCHOOL = { name: 'School', plural: 'Schools', path: SCHOOLS_PATH, list: SCHOOL_ADMIN_LIST };

/** The list page's entity: the columns it shows only, not every school's fees. */
export const schoolListEntity: AdminClientEntity<AdminSchoolRow> = {
  ...SCHOOL,
  fields: LIST_FIELDS,
  titleOf: (school) => school.name,
};

/** The record page's and form's entity: everything about a school. */
export const schoolEntity: AdminClientEntity<SchoolItem> = {
  ...SCHOOL,
  fields: SCHOOL_FIELDS,
  titleOf: (school) => school.name,
};
