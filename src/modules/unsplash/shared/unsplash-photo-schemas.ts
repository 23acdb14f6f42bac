import { z } from 'zod';

/**
 * Where a saved stock photo may be shown: pages that have no picture of their own. `school`: a
 * school page without photos, where it is marked as a stock photo, never as the school.
 */
export const PHOTO_USES = ['home', 'country', 'curriculum', 'blog', 'school'] as const;
export type PhotoUse = (typeof PHOTO_USES)[number];

export const PHOTO_ALT_MAX = 300;
/** Unsplash's photo ids: 11 letters, digits, `-` or `_`. */
const UNSPLASH_ID = /^[\w-]{11}$/;

/**
 * The photo's Unsplash id, from the id itself or from its page's address
 * (`https://unsplash.com/photos/a-lighthouse-at-dusk-AbCdEf12345`, whose id ends the slug).
 */
export function unsplashIdOf(text: string): string | null {
  const trimmed = text.trim();
  if (UNSPLASH_ID.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    if (!/(^|\.)unsplash\.com$/.test(url.hostname)) return null;
    const [kind, slug] = url.pathname.split('/').filter(Boolean);
    const id = kind === 'photos' && slug ? slug.slice(-11) : '';
    return UNSPLASH_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** What an admin decides about a saved photo: where it may be shown, for which country, its alt text. */
const photoChoices = {
  uses: z.array(z.enum(PHOTO_USES, 'photo.use.invalid'), 'photo.uses.required').min(1, 'photo.uses.required'),
  countryCode: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'country.code.invalid')
      .nullable(),
  ),
  alt: z.preprocess(blankToNull, z.string().trim().max(PHOTO_ALT_MAX, 'field.too.long').nullable()),
};

/** Saving a photo of the stock-photo service: which one (its id or address) and where it may be shown. */
export const unsplashPhotoCreateSchema = z.object({
  photo: z
    .string('field.required')
    .trim()
    .min(1, 'field.required')
    .max(300, 'unsplash.photo.invalid')
    .transform((text, context) => {
      const id = unsplashIdOf(text);
      if (!id) {
        context.addIssue({ code: 'custom', message: 'unsplash.photo.invalid' });
        return z.NEVER;
      }
      return id;
    }),
  ...photoChoices,
});

/** Editing a saved photo: where it may be shown, and whether it is shown at all. */
export const unsplashPhotoUpdateSchema = z.object({ ...photoChoices, active: z.boolean('field.required') });

export type UnsplashPhotoCreateInput = z.output<typeof unsplashPhotoCreateSchema>;
export type UnsplashPhotoUpdateInput = z.output<typeof unsplashPhotoUpdateSchema>;
export type UnsplashPhotoInput = UnsplashPhotoCreateInput | UnsplashPhotoUpdateInput;

/** A search of the stock-photo service (`/_admin/unsplash`). */
export const UNSPLASH_ORIENTATIONS = ['landscape', 'portrait', 'squarish'] as const;
export const UNSPLASH_PAGE_SIZE = 24;
export const unsplashSearchSchema = z.object({
  query: z.string('field.required').trim().min(1, 'field.required').max(100, 'q.too.long'),
  page: z.number().int('page.invalid').min(1, 'page.invalid').max(1000, 'page.invalid').default(1),
  orientation: z.enum(UNSPLASH_ORIENTATIONS, 'input.invalid').nullish(),
});
