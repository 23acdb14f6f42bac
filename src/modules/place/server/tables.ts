import type { Generated } from 'kysely';
import type { RejectCategory } from '@/core/shared/moderation';
import type { PlaceCategory, PlaceStatus } from '../shared/place-schemas';

export interface PlaceTable {
  id: string;
  name: string;
  category: PlaceCategory;
  description: string;
  address: string;
  latitude: number;
  longitude: number;
  website: string | null;
  opening_notes: string;
  image_ids: Generated<string[]>;
  status: PlaceStatus;
  reject_reason: string | null;
  reject_category: RejectCategory | null;
  author_id: string | null;
  moderated_by: string | null;
  moderated_at: Date | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

// A type alias, not an interface: Kysely's withTables<T>() needs an index-signature-compatible type.
export type PlaceTables = {
  place: PlaceTable;
  /** The core's accounts, read for the author's and the moderator's names. */
  app_user: { id: string; username: string | null; email: string };
};

/** A place as the admin sees it; the public endpoints show published places only, without people. */
export interface PlaceRecord {
  id: string;
  version: number;
  name: string;
  category: PlaceCategory;
  description: string;
  address: string;
  latitude: number;
  longitude: number;
  website: string | null;
  openingNotes: string;
  imageIds: string[];
  status: PlaceStatus;
  rejectReason: string | null;
  rejectCategory: RejectCategory | null;
  authorId: string | null;
  /** The author's username; null when they have none or their account is gone. */
  authorName: string | null;
  authorEmail: string | null;
  moderatedByEmail: string | null;
  moderatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
