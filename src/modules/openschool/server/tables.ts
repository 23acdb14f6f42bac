import type { Generated } from 'kysely';

export interface SchoolTable {
  id: string;
  name: string;
  slug: string;
  city: string;
  country_code: string;
  latitude: number | null;
  longitude: number | null;
  avg_fees_usd_cents: number | null;
  is_demo: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

// A type alias, not an interface: Kysely's withTables<T>() needs an index-signature-compatible type.
export type OpenSchoolTables = {
  school: SchoolTable;
  /** Kept by triggers on `school`; never written by the app. */
  school_country_count: { country_code: string; count: number };
};
