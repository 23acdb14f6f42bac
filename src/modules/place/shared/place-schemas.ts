import { z } from 'zod';
import { checkRejection, rejectionFields, rejectionOf } from '@/core/shared/moderation';
import { photoImageIdSchema } from '@/core/shared/photo-image-id';

/**
 * What relocating families look for besides a school: the kinds of place members may add.
 * `other` keeps a useful place that fits none of them.
 */
export const PLACE_CATEGORIES = [
  'nursery',
  'activities',
  'sports',
  'library',
  'doctor',
  'paediatrician',
  'consulate',
  'association',
  'other',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

/** A member's place waits (pending) until a moderator publishes or rejects it. */
export const PLACE_STATUSES = ['pending', 'published', 'rejected'] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];

/** The map's zoom from which a point is exact enough for a place (a street, a building). */
export const MIN_PLACE_ZOOM = 15;

export const PLACE_NAME_MAX = 100;
export const PLACE_DESCRIPTION_MAX = 2000;
export const PLACE_ADDRESS_MAX = 300;
export const PLACE_WEBSITE_MAX = 300;
export const PLACE_OPENING_NOTES_MAX = 500;
/** Photos one place keeps: enough to recognise it, few enough to moderate. */
export const PLACE_PHOTOS_MAX = 4;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Free text a place may leave empty: stored as an empty string. */
const optionalText = (max: number) =>
  z
    .preprocess(blankToNull, z.string().trim().max(max, 'field.too.long').nullable())
    .transform((text) => text ?? '');

const coordinate = (limit: number) =>
  z
    .number('place.position.invalid')
    .min(-limit, 'place.position.invalid')
    .max(limit, 'place.position.invalid');

/**
 * A place as a member adds it (`/map/add/form`) and as an editor writes it: what it is, where,
 * and what a family needs to know before going. Only the name, the category and the point are
 * required; the point comes from the map.
 */
export const placeInputSchema = z.object({
  name: z
    .string('field.required')
    .trim()
    .min(1, 'field.required')
    .min(2, 'name.too.short')
    .max(PLACE_NAME_MAX, 'name.too.long'),
  category: z.enum(PLACE_CATEGORIES, 'place.category.invalid'),
  description: optionalText(PLACE_DESCRIPTION_MAX),
  address: optionalText(PLACE_ADDRESS_MAX),
  latitude: coordinate(90),
  longitude: coordinate(180),
  website: z.preprocess(
    blankToNull,
    z
      .url({ protocol: /^https?$/, message: 'url.invalid' })
      .max(PLACE_WEBSITE_MAX, 'url.invalid')
      .nullable(),
  ),
  openingNotes: optionalText(PLACE_OPENING_NOTES_MAX),
  /** Image ids of photos uploaded first (the profile picture's upload), in order. */
  imageIds: z
    .array(photoImageIdSchema, 'image.invalid')
    .max(PLACE_PHOTOS_MAX, 'place.photos.too.many')
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

export type PlaceInput = z.output<typeof placeInputSchema>;
export type PlaceFormValues = z.input<typeof placeInputSchema>;

/**
 * A place in the admin: the member's fields, its status, and the kind and reason of a rejection
 * (the member reads it).
 */
export const placeAdminInputSchema = placeInputSchema
  .extend({ status: z.enum(PLACE_STATUSES, 'status.invalid'), ...rejectionFields })
  .superRefine(checkRejection)
  .transform((input) => ({ ...input, ...rejectionOf(input) }));

export type PlaceAdminInput = z.output<typeof placeAdminInputSchema>;
export type PlaceAdminFormValues = z.input<typeof placeAdminInputSchema>;
