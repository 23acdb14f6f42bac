import type { Generated } from 'kysely';

/** Tables owned by the core. Modules declare theirs and use `db.withTables<...>()`. */
export interface CoreTables {
  _migration: { name: string; applied_at: Generated<Date> };
  setting: { key: string; value: unknown; updated_at: Generated<Date> };
  /** Uploaded images, normalised to WebP (images/local-image-host.ts). */
  image: { id: string; data: Buffer; created_at: Generated<Date> };
}
