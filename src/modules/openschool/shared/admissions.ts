import { z } from 'zod';
import { requiredNumber } from '@/core/shared/required-number';
import { optionalDate, uniqueList } from './input-fields';

/** Whether a school year takes new pupils: places open, a waiting list, or full. */
export const PLACE_STATUSES = ['open', 'waitlist', 'full'] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];

/** What a school asks of an applicant before offering a place. */
export const ADMISSION_ASSESSMENTS = [
  'interview',
  'english-test',
  'maths-test',
  'cognitive-test',
  'reports-review',
  'trial-day',
] as const;

/** The papers an application usually asks for. */
export const ADMISSION_DOCUMENTS = [
  'school-reports',
  'passport',
  'birth-certificate',
  'immunisation-record',
  'teacher-reference',
  'transfer-certificate',
  'residence-permit',
  'photo',
] as const;

/** A fact not confirmed for this many days is shown as possibly out of date. */
export const STALE_AFTER_DAYS = 365;

const date = (code = 'date.invalid') => z.iso.date(code);
const name = (max: number) =>
  z.string('field.required').trim().min(1, 'field.required').max(max, 'field.too.long');
const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  uniqueList(z.enum(values, 'field.invalid'), values.length).default([]);

/** An intake: when applications for it open and the deadline (either may be unknown, not both). */
export const intakeSchema = z
  .object({ name: name(60), opensOn: optionalDate(), deadline: optionalDate() })
  .superRefine((intake, context) => {
    if (intake.opensOn === null && intake.deadline === null) {
      context.addIssue({ code: 'custom', message: 'intake.dates.required', path: ['deadline'] });
    } else if (intake.opensOn && intake.deadline && intake.opensOn > intake.deadline) {
      context.addIssue({ code: 'custom', message: 'dates.order', path: ['deadline'] });
    }
  });

/** Places in one school year, named by the age a child starts it, and when someone last checked. */
export const placeSchema = z.object({
  age: requiredNumber(
    z.number('age.invalid').int('age.invalid').min(2, 'age.invalid').max(19, 'age.invalid'),
    'age.invalid',
  ),
  status: z.enum(PLACE_STATUSES, 'field.invalid'),
  confirmedOn: date('date.required'),
});

/**
 * What a family needs to apply: intakes and deadlines, places per school year, assessments and
 * documents. Edited like every other field of a school (proposals, revisions); `confirmedOn`
 * dates the facts besides the places, each of which carries its own. What the school is like
 * once a child is in (term dates, support, nationalities, buses) is its school life
 * (school-life.ts).
 */
export const admissionsSchema = z
  .object({
    intakes: z.array(intakeSchema, 'field.invalid').max(6, 'field.too.long').default([]),
    places: z.array(placeSchema, 'field.invalid').max(18, 'field.too.long').default([]),
    assessments: enumList(ADMISSION_ASSESSMENTS),
    documents: enumList(ADMISSION_DOCUMENTS),
    confirmedOn: optionalDate(),
  })
  .superRefine((admissions, context) => {
    const ages = admissions.places.map((place) => place.age);
    ages.forEach((age, index) => {
      if (ages.indexOf(age) !== index) {
        context.addIssue({ code: 'custom', message: 'list.duplicate', path: ['places', index, 'age'] });
      }
    });
  });

export type Admissions = z.output<typeof admissionsSchema>;
export type AdmissionsFormValues = z.input<typeof admissionsSchema>;
export type Intake = Admissions['intakes'][number];
export type Place = Admissions['places'][number];

export const NO_ADMISSIONS: Admissions = admissionsSchema.parse({});

/**
 * Stored admissions (jsonb, whose keys come back in its own order) in the schema's order, so
 * that two equal values compare equal as JSON; anything unreadable counts as none.
 */
export function admissionsOf(stored: unknown): Admissions {
  const parsed = admissionsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : NO_ADMISSIONS;
}

/** Whether a school has said anything about its admissions. */
export const hasAdmissions = (admissions: Admissions) =>
  JSON.stringify(admissions) !== JSON.stringify(NO_ADMISSIONS);

/** A fact confirmed on `confirmedOn` (`2026-01-31`) is stale on `today` after STALE_AFTER_DAYS. */
export function isStale(confirmedOn: string | null, today: Date): boolean {
  if (confirmedOn === null) return true;
  // Whole days: a fact confirmed a year ago today is not stale yet.
  const days = Math.floor((today.getTime() - Date.parse(`${confirmedOn}T00:00:00Z`)) / 86_400_000);
  return days > STALE_AFTER_DAYS;
}
