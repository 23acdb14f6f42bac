import { z } from 'zod';
import type { AdminListSpec } from '@/core/shared/admin-list';

/** The curriculums list: by name, searched in names and slugs, filtered by family. */
export const CURRICULUM_ADMIN_LIST: AdminListSpec = {
  columns: {
    name: { sortable: true },
    slug: { sortable: true },
    family: { sortable: true, filter: 'exact' },
    schoolCount: { sortable: true },
    updatedAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: 'name',
};

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * A curriculum as editors write it. The slug names it in addresses, school files and school
 * forms (`ib-dp`); changing it leaves older school revisions naming the old one.
 */
export const curriculumInputSchema = z.object({
  name: z.string('field.required').trim().min(2, 'name.too.short').max(120, 'name.too.long'),
  slug: z
    .string('slug.required')
    .trim()
    .toLowerCase()
    .min(2, 'slug.required')
    .max(60, 'slug.too.long')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug.invalid'),
  shortName: z
    .preprocess(blankToNull, z.string().trim().max(40, 'field.too.long').nullish())
    .transform((value) => value ?? null),
  family: z.string('field.required').trim().min(1, 'field.required').max(40, 'field.too.long'),
  description: z.string().trim().max(5000, 'field.too.long').default(''),
});

export type CurriculumInput = z.output<typeof curriculumInputSchema>;
export type CurriculumFormValues = z.input<typeof curriculumInputSchema>;

export const CURRICULUM_FILE_HEADERS = ['slug', 'name', 'shortName', 'family', 'description'] as const;
