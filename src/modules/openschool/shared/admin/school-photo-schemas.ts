import { z } from 'zod';

/** How many photos one school keeps. */
export const SCHOOL_PHOTOS_MAX = 30;
/** A photo's caption: also its text for people who cannot see it. */
export const PHOTO_CAPTION_MAX = 200;

export const photoCaptionSchema = z
  .string()
  .trim()
  .max(PHOTO_CAPTION_MAX, 'field.too.long')
  .nullish()
  .transform((caption) => caption || null);
