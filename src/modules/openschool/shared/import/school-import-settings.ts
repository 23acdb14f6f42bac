import { z } from 'zod';
import { blankToNull } from '../input-fields';
import { countryCodeSchema } from '../school-code-schemas';
import { DATASET_LICENCES } from './dataset-licences';
import { LIST_COLUMN_FIELDS } from './list-columns';

/** Files an import reads: an OpenStreetMap extract (GeoJSON or Overpass JSON), or a school list (CSV). */
export const SCHOOL_IMPORT_FORMATS = ['osm', 'csv'] as const;
export type SchoolImportFormat = (typeof SCHOOL_IMPORT_FORMATS)[number];

/** The largest file an import takes, as the admin's file import: a capital city's OpenStreetMap extract is about 3 MB. */
export const SCHOOL_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** Where a file of any size is uploaded (multipart, field `file`): GraphQL requests stop at 1 MiB. */
export const SCHOOL_IMPORT_UPLOAD_PATH = '/api/admin/school-imports';

/** What a row's outcome may be in the preview. */
export const IMPORT_OUTCOMES = ['new', 'match', 'review', 'skipped', 'invalid'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/**
 * What the operator may decide for a row: import it (a row the rules skipped, or one to review,
 * as a new school), skip it, take it as an existing school (`sameAs`), or not as the school it
 * was matched to (`notSame`); `auto` takes the decision back.
 */
export const IMPORT_ROW_ACTIONS = ['import', 'skip', 'sameAs', 'notSame', 'auto'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

const optional = <T extends z.core.$ZodType>(schema: T) =>
  z.preprocess(blankToNull, z.nullish(schema)).transform((value) => value ?? null);

/** The dataset and reading of a file, as the operator sets them in the preview. */
export const schoolImportSettingsSchema = z.object({
  /** The dataset's name, as the public credit shows it ("Hong Kong EDB school list"); lists only. */
  datasetName: optional(z.string().trim().min(2, 'name.too.short').max(120, 'field.too.long')),
  licence: z.enum(DATASET_LICENCES, 'licence.invalid').default('unknown'),
  /** Where the dataset is published. */
  datasetUrl: optional(z.url({ message: 'url.invalid', protocol: /^https?$/ }).max(300, 'field.too.long')),
  /** The country of records that say none (an extract of one city, a list of one country). */
  countryCode: optional(countryCodeSchema),
  /** New schools published at once (shown to visitors), or kept as drafts for editors. */
  publish: z.boolean('field.invalid').default(true),
  /** A list's columns as the operator maps them, over the import's own reading of the headers. */
  columns: z
    .array(
      z.object({
        header: z.string().max(200, 'field.too.long'),
        field: z.enum(LIST_COLUMN_FIELDS, 'field.invalid'),
      }),
    )
    .max(200, 'field.too.long')
    .default([]),
  /** Programme names read as curriculums (remembered for later files); no slug: not a curriculum. */
  programmes: z
    .array(
      z.object({
        programme: z.string().trim().min(1, 'field.required').max(200, 'field.too.long'),
        curriculums: z
          .array(z.string().regex(/^[a-z0-9-]{2,60}$/, 'curriculum.unknown'))
          .max(8, 'field.too.long'),
      }),
    )
    .max(500, 'field.too.long')
    .default([]),
  /** Schools of one operator or chain imported or skipped together. */
  operators: z
    .array(
      z.object({
        operator: z.string().max(200, 'field.too.long'),
        action: z.enum(['import', 'skip'], 'field.invalid'),
      }),
    )
    .max(500, 'field.too.long')
    .default([]),
});
export type SchoolImportSettings = z.output<typeof schoolImportSettingsSchema>;
export type SchoolImportSettingsValues = z.input<typeof schoolImportSettingsSchema>;

/** The operator's decision for some rows of the preview. */
export const importRowDecisionSchema = z
  .object({
    lines: z
      .array(z.int('field.invalid').min(1, 'field.invalid'))
      .min(1, 'field.required')
      .max(20_000, 'field.too.long'),
    action: z.enum(IMPORT_ROW_ACTIONS, 'field.invalid'),
    /** The existing school, for `sameAs`. */
    schoolId: optional(z.uuid('import.school.required')),
  })
  .superRefine((decision, context) => {
    if (decision.action === 'sameAs' && !decision.schoolId) {
      context.addIssue({ code: 'custom', message: 'import.school.required', path: ['schoolId'] });
    }
  });
export type ImportRowDecision = z.output<typeof importRowDecisionSchema>;
