import { z } from 'zod';

/** The name of a role or group: 2 to 50 characters. */
export const setNameSchema = z
  .string('field.required')
  .trim()
  .min(2, 'name.too.short')
  .max(50, 'name.too.long');

/** A role's or group's description: up to 500 characters; blank is none. */
export const setDescriptionSchema = z
  .string()
  .trim()
  .max(500, 'field.too.long')
  .nullish()
  .transform((text) => text || null);
