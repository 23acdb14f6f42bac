import { z } from 'zod';

/** How many photos one school keeps. */
export const SCHOOL_PHOTOS_MAX = 30;
/** A photo's caption: also its text for people who cannot see it. */
export const PHOTO_CAPTION_MAX = 200;

/** An image host's id: the local host's 32 hex digits, or a Cloudinary public id (`schools/abc`). */
export const photoImageIdSchema = z
  .string('image.required')
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_\-/.]{0,199}$/, 'image.invalid');

export const photoCaptionSchema = z
  .string()
  .trim()
  .max(PHOTO_CAPTION_MAX, 'field.too.long')
  .nullish()
  .transform((caption) => caption || null);
