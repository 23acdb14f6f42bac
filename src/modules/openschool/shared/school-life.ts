import { z } from 'zod';
import { requiredNumber } from '@/core/shared/required-number';
import { optionalDate, optionalInt } from './input-fields';
import { countryCodeSchema } from './school-code-schemas';

/** English as an additional language: none, within the fees, or charged on top. */
export const EAL_SUPPORT = ['none', 'included', 'extra-cost'] as const;
/** Learning support (SEN): none, for mild needs, or a specialist team. */
export const SEN_SUPPORT = ['none', 'mild', 'specialist'] as const;

/** SEN levels that count as learning support for the list's filter. */
export const LEARNING_SUPPORT_LEVELS: readonly string[] = ['mild', 'specialist'];

const date = () => z.iso.date('date.invalid');
const name = (max: number) =>
  z.string('field.required').trim().min(1, 'field.required').max(max, 'field.too.long');

export const termSchema = z
  .object({ name: name(60), startsOn: date(), endsOn: date() })
  .refine((term) => term.startsOn <= term.endsOn, { message: 'dates.order', path: ['endsOn'] });

export const nationalityShareSchema = z.object({
  countryCode: countryCodeSchema,
  percent: requiredNumber(
    z.number('percent.invalid').int('percent.invalid').min(1, 'percent.invalid').max(100, 'percent.invalid'),
    'percent.invalid',
  ),
});

/**
 * A school's life once a child is in (decision 107): its term dates, the support it gives in
 * English and for learning needs, the nationality mix and the areas its buses serve. Edited like
 * every other fact of a school (proposals, revisions); `confirmedOn` dates them all.
 */
export const schoolLifeSchema = z
  .object({
    termDates: z.array(termSchema, 'field.invalid').max(8, 'field.too.long').default([]),
    ealSupport: z
      .enum(EAL_SUPPORT, 'field.invalid')
      .nullish()
      .transform((v) => v ?? null),
    senSupport: z
      .enum(SEN_SUPPORT, 'field.invalid')
      .nullish()
      .transform((v) => v ?? null),
    nationalityCount: optionalInt(1, 250, 'number.invalid'),
    nationalities: z.array(nationalityShareSchema, 'field.invalid').max(6, 'field.too.long').default([]),
    busAreas: z
      .array(name(80), 'field.invalid')
      .max(30, 'field.too.long')
      .refine(
        (items) => new Set(items.map((item) => item.toLowerCase())).size === items.length,
        'list.duplicate',
      )
      .default([]),
    confirmedOn: optionalDate(),
  })
  .superRefine((life, context) => {
    const countries = life.nationalities.map((share) => share.countryCode);
    countries.forEach((code, index) => {
      if (countries.indexOf(code) !== index) {
        context.addIssue({
          code: 'custom',
          message: 'list.duplicate',
          path: ['nationalities', index, 'countryCode'],
        });
      }
    });
    const total = life.nationalities.reduce((sum, share) => sum + share.percent, 0);
    if (total > 100) {
      context.addIssue({ code: 'custom', message: 'percent.total', path: ['nationalities'] });
    }
  });

export type SchoolLife = z.output<typeof schoolLifeSchema>;
export type SchoolLifeFormValues = z.input<typeof schoolLifeSchema>;
export type Term = SchoolLife['termDates'][number];

export const NO_SCHOOL_LIFE: SchoolLife = schoolLifeSchema.parse({});

/** The keys a school's life had inside its admissions before decision 107 gave it its own name. */
export const SCHOOL_LIFE_KEYS = [
  'termDates',
  'ealSupport',
  'senSupport',
  'nationalityCount',
  'nationalities',
  'busAreas',
] as const;

/**
 * A stored school life (jsonb, whose keys come back in its own order) in the schema's order, so
 * that two equal values compare equal as JSON; anything unreadable counts as none.
 */
export function schoolLifeOf(stored: unknown): SchoolLife {
  const parsed = schoolLifeSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : NO_SCHOOL_LIFE;
}

/** Whether a school has said anything about its life beyond admissions. */
export const hasSchoolLife = (life: SchoolLife) => JSON.stringify(life) !== JSON.stringify(NO_SCHOOL_LIFE);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A school as written before decision 107 (a schools file exported then, a proposal sent then):
 * its admissions held its school life. Those keys are lifted into `schoolLife`, with the
 * admissions' `confirmedOn`, when the school has no `schoolLife` of its own; anything else is
 * given back as it is.
 */
export function withSchoolLifeLifted<T>(school: T): T {
  if (!isRecord(school) || 'schoolLife' in school || !isRecord(school.admissions)) return school;
  const admissions: Record<string, unknown> = { ...school.admissions };
  const life: Record<string, unknown> = {};
  for (const key of SCHOOL_LIFE_KEYS) {
    if (key in admissions) life[key] = admissions[key];
    delete admissions[key];
  }
  if (Object.keys(life).length === 0) return school;
  if ('confirmedOn' in admissions) life.confirmedOn = admissions.confirmedOn;
  return { ...school, admissions, schoolLife: life };
}
