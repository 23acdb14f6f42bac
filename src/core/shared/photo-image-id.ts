import { z } from 'zod';

/** An image host's id: the local host's 32 hex digits, or a Cloudinary public id (`schools/abc`). */
export const photoImageIdSchema = z
  .string('image.required')
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_\-/.]{0,199}$/, 'image.invalid');
