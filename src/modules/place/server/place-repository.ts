import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { countRows, weeklyCounts } from '@/core/server/admin/dashboard-repository';
import type { Db } from '@/core/server/db/database';
import type { RejectCategory } from '@/core/shared/moderation';
import type { PlaceInput, PlaceStatus } from '../shared/place-schemas';
import type { PlaceRecord, PlaceTables } from './tables';

const places = (db: Db) => db.withTables<PlaceTables>();

export const fromPlaces = (db: Db) =>
  places(db)
    .selectFrom('place')
    .leftJoin('app_user as author', 'author.id', 'place.author_id')
    .leftJoin('app_user as moderator', 'moderator.id', 'place.moderated_by');

/** The columns of a PlaceRecord. */
export function selectPlace(query: ReturnType<typeof fromPlaces>) {
  return query.select([
    'place.id',
    'place.version',
    'place.name',
    'place.category',
    'place.description',
    'place.address',
    'place.latitude',
    'place.longitude',
    'place.website',
    'place.opening_notes as openingNotes',
    'place.image_ids as imageIds',
    'place.status',
    'place.reject_reason as rejectReason',
    'place.reject_category as rejectCategory',
    'place.author_id as authorId',
    'author.username as authorName',
    'author.email as authorEmail',
    'moderator.email as moderatedByEmail',
    'place.moderated_at as moderatedAt',
    'place.created_at as createdAt',
    'place.updated_at as updatedAt',
  ]);
}

/** Any place, whatever its status; with `forUpdate` its row stays locked until the transaction ends. */
export async function findPlaceById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  let query = selectPlace(fromPlaces(db)).where('place.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('place');
  return ((await query.executeTakeFirst()) as PlaceRecord | undefined) ?? null;
}

/** The columns a member's form, an editor's form and an import row write. */
export const placeColumnsOf = (input: PlaceInput) => ({
  name: input.name,
  category: input.category,
  description: input.description,
  address: input.address,
  latitude: input.latitude,
  longitude: input.longitude,
  website: input.website,
  opening_notes: input.openingNotes,
  image_ids: sql<string[]>`${sql.val(input.imageIds)}::text[]`,
});

/** What a place's status says, and who decided it when a moderator did. */
export interface PlaceDecision {
  status: PlaceStatus;
  rejectReason: string | null;
  rejectCategory: RejectCategory | null;
  /** The moderator; null for a member's place still waiting. */
  moderatorId: string | null;
}

const decisionColumns = (decision: PlaceDecision) => ({
  status: decision.status,
  reject_reason: decision.rejectReason,
  reject_category: decision.rejectCategory,
  moderated_by: decision.moderatorId,
  moderated_at: decision.moderatorId ? sql<Date>`now()` : null,
});

export async function insertPlace(
  db: Db,
  input: PlaceInput,
  decision: PlaceDecision,
  authorId: string | null,
): Promise<string> {
  const id = uuidv7();
  await places(db)
    .insertInto('place')
    .values({ id, ...placeColumnsOf(input), ...decisionColumns(decision), author_id: authorId })
    .execute();
  return id;
}

export async function updatePlace(db: Db, id: string, input: PlaceInput, decision: PlaceDecision) {
  await places(db)
    .updateTable('place')
    .set({
      ...placeColumnsOf(input),
      ...decisionColumns(decision),
      updated_at: sql<Date>`now()`,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

/** Publishes or rejects places in one go; each one's version goes up. */
export async function decidePlaces(db: Db, ids: string[], decision: PlaceDecision) {
  await places(db)
    .updateTable('place')
    .set({ ...decisionColumns(decision), updated_at: sql<Date>`now()`, version: sql`version + 1` })
    .where('id', 'in', ids)
    .execute();
}

export async function deletePlaces(db: Db, ids: string[]): Promise<void> {
  await places(db).deleteFrom('place').where('id', 'in', ids).execute();
}

/** A published place, as the map's card shows it; null for any other. */
export async function findPublishedPlace(db: Db, id: string): Promise<PlaceRecord | null> {
  const place = await findPlaceById(db, id);
  return place?.status === 'published' ? place : null;
}

/** The places a member added, newest first, whatever their status. */
export async function findPlacesOfAuthor(db: Db, authorId: string, limit: number): Promise<PlaceRecord[]> {
  return (await selectPlace(fromPlaces(db))
    .where('place.author_id', '=', authorId)
    .orderBy('place.created_at', 'desc')
    .orderBy('place.id', 'desc')
    .limit(limit)
    .execute()) as PlaceRecord[];
}

/** Whether any place exists: the demo data fills an empty table only. */
export async function hasPlaces(db: Db): Promise<boolean> {
  return (await places(db).selectFrom('place').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Published places, as the map's points. */
export const publishedPlacePoints = () => sql`
    select id::text as id, name, latitude, longitude from place where status = 'published'`;

/** Published places and places waiting for a moderator: how many, and how many were added each week. */
export function placeCounts(db: Db) {
  return Promise.all([
    countRows(db, 'place', sql`status = 'published'`),
    weeklyCounts(db, 'place', 'created_at', sql`t.status = 'published'`),
    countRows(db, 'place', sql`status = 'pending'`),
    weeklyCounts(db, 'place', 'created_at', sql`t.status = 'pending'`),
  ]);
}
