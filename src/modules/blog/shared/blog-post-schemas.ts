import { z } from 'zod';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { slugify } from '@/core/shared/slug';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const TITLE_MAX = 150;
export const SLUG_MAX = 100;
export const SUMMARY_MAX = 300;
export const BODY_MAX = 100_000;

/** What `slugify` makes: lowercase letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const blogLanguageSchema = z.enum(LANGUAGE_CODES, 'language.invalid');

const requiredText = (max: number, tooLong: string) =>
  z.string('field.required').trim().min(1, 'field.required').max(max, tooLong);

/**
 * The post form (admin create and edit, and each imported row). An empty slug is made from the
 * title; a title with no Latin letter or digit (Japanese, Arabic…) then needs one typed.
 * `publishedAt` is only sent by imports (to keep a post's original date); publishing a post
 * that has none dates it now.
 */
export const blogPostInputSchema = z
  .object({
    title: z
      .string('field.required')
      .trim()
      .min(1, 'field.required')
      .min(2, 'title.too.short')
      .max(TITLE_MAX, 'title.too.long'),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(SLUG_MAX, 'slug.too.long')
      .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), 'slug.invalid')
      .nullish(),
    summary: requiredText(SUMMARY_MAX, 'summary.too.long'),
    body: requiredText(BODY_MAX, 'body.too.long'),
    language: blogLanguageSchema,
    status: z.enum(BLOG_POST_STATUSES, 'status.invalid'),
    publishedAt: z
      .union([z.iso.datetime({ offset: true }), z.iso.date()], 'date.invalid')
      .nullish()
      .transform((date) => date || undefined),
  })
  .transform((input, context) => {
    const slug = input.slug || slugify(input.title).slice(0, SLUG_MAX).replace(/-+$/, '');
    if (!slug) {
      context.addIssue({ code: 'custom', message: 'slug.required', path: ['slug'] });
      return z.NEVER;
    }
    return { ...input, slug };
  });

export type BlogPostInput = z.output<typeof blogPostInputSchema>;
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;
