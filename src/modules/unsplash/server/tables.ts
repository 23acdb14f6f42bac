import type { Generated } from 'kysely';

export interface UnsplashPhotoTable {
  id: string;
  unsplash_id: string;
  image_url: string;
  page_url: string;
  photographer_name: string;
  photographer_url: string;
  width: number;
  height: number;
  color: string | null;
  alt: string | null;
  description: string | null;
  uses: string[];
  country_code: string | null;
  active: Generated<boolean>;
  download_tracked_at: Date;
  created_by: string | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

// A type alias, not an interface: Kysely's withTables<T>() needs an index-signature-compatible type.
export type UnsplashTables = {
  unsplash_photo: UnsplashPhotoTable;
  app_user: { id: string; email: string };
};

/** A saved stock photo, with its credit. */
export interface UnsplashPhotoRecord {
  id: string;
  version: number;
  unsplashId: string;
  imageUrl: string;
  pageUrl: string;
  photographerName: string;
  photographerUrl: string;
  width: number;
  height: number;
  color: string | null;
  alt: string | null;
  description: string | null;
  uses: string[];
  countryCode: string | null;
  active: boolean;
  downloadTrackedAt: Date;
  createdByEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
}
