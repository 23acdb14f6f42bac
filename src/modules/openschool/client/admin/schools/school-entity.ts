import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { SCHOOL_ADMIN_LIST } from '../../../shared/admin/school-admin-list';
import type { FeeKind, FeePeriod, SchoolStatus } from '../../../shared/directory-constants';

export const SCHOOLS_PATH = '/_admin/schools';

/** A school as the admin list shows it. */
export interface SchoolListItem {
  _id: string;
  version: number;
  name: string;
  countryCode: string;
  countryName: string;
  city: string;
  status: SchoolStatus;
  listed: boolean;
  avgFees: number | null;
  updatedAt: string;
}

export interface SchoolFeeEntry {
  _id: string;
  kind: FeeKind;
  ageFrom: number | null;
  ageTo: number | null;
  amount: number;
  currency: string;
  period: FeePeriod;
  academicYear: string;
  note: string | null;
}

/** A school with every field: its page and its form. */
export interface SchoolItem extends SchoolListItem {
  slug: string;
  publicPath: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  email: string | null;
  phone: string | null;
  description: string;
  languages: string[];
  accreditations: string[];
  boarding: boolean;
  foundedYear: number | null;
  studentCount: number | null;
  avgClassSize: number | null;
  ageFrom: number | null;
  ageTo: number | null;
  gradeSystem: string;
  curriculums: string[];
  fees: SchoolFeeEntry[];
  lastVerifiedAt: string | null;
  verifiedSource: string | null;
  notListedReasons: string[];
  ratingAvg: number | null;
  ratingCount: number;
  createdAt: string;
}

const LIST_FIELDS = '_id version name countryCode countryName city status listed avgFees updatedAt';

/** The list page's entity: the columns it shows only, not every school's fees. */
export const schoolListEntity: AdminClientEntity<SchoolListItem> = {
  name: 'School',
  plural: 'Schools',
  path: SCHOOLS_PATH,
  list: SCHOOL_ADMIN_LIST,
  fields: LIST_FIELDS,
  titleOf: (school) => school.name,
};

/** The record page's and form's entity: everything about a school. */
export const schoolEntity: AdminClientEntity<SchoolItem> = {
  ...(schoolListEntity as unknown as AdminClientEntity<SchoolItem>),
  fields: `${LIST_FIELDS} slug publicPath address latitude longitude website email phone description
    languages accreditations boarding foundedYear studentCount avgClassSize ageFrom ageTo gradeSystem
    curriculums fees { _id kind ageFrom ageTo amount currency period academicYear note }
    lastVerifiedAt verifiedSource notListedReasons ratingAvg ratingCount createdAt`,
};
