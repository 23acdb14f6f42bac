import { z } from 'zod';
import { requirePermission, requireSignedIn } from '@/core/server/auth/guard';
import { consumeRate } from '@/core/server/auth/rate-limit';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import type { SettingsService } from '@/core/server/settings/settings-service';
import { parseInput } from '@/core/server/validation';
import { hasPermission } from '@/core/shared/permissions';
import { placeInputSchema } from '../shared/place-schemas';
import { findPlaceById, findPlacesOfAuthor, findPublishedPlace, insertPlace } from './place-repository';
import type { PlaceRecord } from './tables';

/** A member may add this many places an hour. */
const PLACE_RATE = { limit: 20, windowSeconds: 3600 };
/** The member's own places the add page lists. */
const MY_PLACES_MAX = 50;

const placeIdSchema = z.uuid();

/** Whether ENABLE_PLACE is on: places are off unless switched on (the map of schools is not). */
async function placesEnabled(settings: SettingsService): Promise<boolean> {
  return (await settings.get<boolean>('ENABLE_PLACE')) === true;
}

/**
 * Refuses with `map.disabled` (404) while ENABLE_PLACE is off, before the input is read: the
 * code places' operations have always answered, from when the map was theirs alone.
 */
async function assertPlacesEnabled(settings: SettingsService): Promise<void> {
  if (!(await placesEnabled(settings))) throw new AppError('map.disabled', { status: 404 });
}

/**
 * Adds a place as the signed-in member (needs `Place:create`). A member's place waits for a
 * moderator; someone who may edit places (`Place:update`, an editor) publishes it at once.
 */
export async function addPlace(context: GraphQLContext, raw: unknown): Promise<PlaceRecord> {
  await assertPlacesEnabled(context.settings);
  const user = requireSignedIn(context);
  requirePermission(context, 'Place:create');
  const input = parseInput(placeInputSchema, raw);
  await consumeRate(context.db, [`place:${user.id}`], PLACE_RATE);
  const editor = hasPermission(context.permissions, 'Place:update');
  const id = await insertPlace(
    context.db,
    input,
    editor
      ? { status: 'published', rejectReason: null, rejectCategory: null, moderatorId: user.id }
      : { status: 'pending', rejectReason: null, rejectCategory: null, moderatorId: null },
    user.id,
  );
  return (await findPlaceById(context.db, id))!;
}

/** A published place, or null (unknown, waiting, rejected, or not an id). */
export async function publishedPlace(context: GraphQLContext, id: string): Promise<PlaceRecord | null> {
  await assertPlacesEnabled(context.settings);
  return placeIdSchema.safeParse(id).success ? findPublishedPlace(context.db, id) : null;
}

/** The signed-in member's places, newest first, with their status; none for a visitor. */
export async function myPlaces(context: GraphQLContext): Promise<PlaceRecord[]> {
  await assertPlacesEnabled(context.settings);
  if (!context.user) return [];
  return findPlacesOfAuthor(context.db, context.user.id, MY_PLACES_MAX);
}
