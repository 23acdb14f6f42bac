import type { ColumnType, Generated } from 'kysely';

type Json<T = unknown> = ColumnType<T, string, string>;

export interface SchoolTable {
  id: string;
  name: string;
  slug: string;
  city: string;
  country_code: string;
  latitude: number | null;
  longitude: number | null;
  /** Derived from the tuition fees by the database; never written by the app. */
  avg_fees_usd_cents: ColumnType<number | null, number | null | undefined, never>;
  is_demo: Generated<boolean>;
  address: string | null;
  website: string | null;
  email: string | null;
  phone: string | null;
  description: Generated<string>;
  languages: Generated<string[]>;
  accreditations: Generated<string[]>;
  boarding: Generated<boolean>;
  founded_year: number | null;
  student_count: number | null;
  avg_class_size: number | null;
  age_from: number | null;
  age_to: number | null;
  grade_system: Generated<string>;
  status: Generated<string>;
  /** The publication gate, kept by a trigger: published, with a city, a curriculum and fees. */
  listed: ColumnType<boolean, never, never>;
  last_verified_at: Date | null;
  verified_source: string | null;
  /** Kept by triggers on school_rating: approved ratings only. */
  rating_avg: ColumnType<number | null, never, never>;
  rating_count: ColumnType<number, never, never>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CurriculumTable {
  id: string;
  slug: string;
  name: string;
  short_name: string | null;
  family: string;
  description: Generated<string>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface GradeTable {
  id: string;
  system: string;
  code: string;
  name: string;
  age_from: number;
  position: number;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ExchangeRateTable {
  /** The admin's handle on a rate (migration 007); fees refer to the currency. */
  id: Generated<string>;
  currency: string;
  units_per_usd: number;
  minor_digits: number;
  as_of: Date;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

export interface SchoolFeeTable {
  id: string;
  school_id: string;
  kind: string;
  age_from: number | null;
  age_to: number | null;
  amount_minor: number;
  currency: string;
  period: string;
  academic_year: string;
  note: string | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SchoolRatingTable {
  id: string;
  school_id: string;
  user_id: string | null;
  overall: number;
  teaching: number | null;
  community: number | null;
  facilities: number | null;
  communication: number | null;
  value: number | null;
  comment: Generated<string>;
  status: Generated<string>;
  reject_reason: string | null;
  moderated_by: string | null;
  moderated_at: Date | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SchoolRevisionTable {
  id: string;
  school_id: string;
  author_id: string | null;
  author_email: string | null;
  kind: string;
  source: string | null;
  changes: Json;
  snapshot: Json;
  created_at: Generated<Date>;
}

export interface SchoolProposalTable {
  id: string;
  school_id: string | null;
  author_id: string | null;
  author_email: string | null;
  base_version: number | null;
  proposed: Json;
  source: string | null;
  status: Generated<string>;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

// A type alias, not an interface: Kysely's withTables<T>() needs an index-signature-compatible type.
export type OpenSchoolTables = {
  school: SchoolTable;
  /** Kept by triggers on `school` (listed schools only); never written by the app. */
  school_country_count: { country_code: string; count: number };
  curriculum: CurriculumTable;
  grade: GradeTable;
  exchange_rate: ExchangeRateTable;
  school_curriculum: { school_id: string; curriculum_id: string };
  school_fee: SchoolFeeTable;
  school_rating: SchoolRatingTable;
  school_revision: SchoolRevisionTable;
  school_proposal: SchoolProposalTable;
  shortlist: { user_id: string; school_id: string; added_at: Generated<Date> };
  school_photo: {
    id: string;
    school_id: string;
    image_id: string;
    caption: string | null;
    position: Generated<number>;
    created_at: Generated<Date>;
  };
};
