import { z } from 'zod';
import { type Intake, intakeSchema } from './admissions';
import { optionalDate } from './input-fields';
import { schoolIdSchema } from './shortlist-input';

/** Where a parent is with a school of their shortlist, in the order an application goes. */
export const APPLICATION_STATUSES = [
  'considering',
  'visit-booked',
  'applied',
  'assessment',
  'offer',
  'accepted',
  'declined',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The steps before an application is sent: only then is a deadline worth a reminder. Once the
 * parent applied (or decided), the school's deadline is no longer theirs to meet.
 */
export const STATUSES_REMINDED: readonly ApplicationStatus[] = ['considering', 'visit-booked'];

/**
 * A status and the date of that step (the visit, the assessment, the day of the offer…), which
 * the parent's calendar feed holds. An empty date is none.
 */
export const shortlistStatusInputSchema = z.object({
  schoolId: schoolIdSchema,
  status: z.enum(APPLICATION_STATUSES, 'field.invalid'),
  statusOn: optionalDate(),
});
export type ShortlistStatusInput = z.input<typeof shortlistStatusInputSchema>;

/** How many days before a deadline a reminder may come: a day to two months. */
export const REMINDER_DAYS_MIN = 1;
export const REMINDER_DAYS_MAX = 60;
export const REMINDER_DAYS_DEFAULT = 14;

/** The deadline reminders: days before each deadline, or null to stop them. */
export const shortlistRemindersInputSchema = z.object({
  days: z
    .number('number.invalid')
    .int('number.invalid')
    .min(REMINDER_DAYS_MIN, 'number.invalid')
    .max(REMINDER_DAYS_MAX, 'number.invalid')
    .nullable(),
});

/**
 * The deadline each intake had when the parent last looked (`seen`, as stored), for the intakes
 * whose deadline is not that one any more; an intake new since then is not a change of a
 * deadline. Stored values that do not read as intakes count as none.
 */
export function changedDeadlines(current: readonly Intake[], seen: unknown): Map<string, string | null> {
  const parsed = z.array(intakeSchema).safeParse(seen);
  const before = new Map((parsed.success ? parsed.data : []).map((intake) => [intake.name, intake.deadline]));
  const changed = new Map<string, string | null>();
  for (const intake of current) {
    if (!before.has(intake.name)) continue;
    const was = before.get(intake.name) ?? null;
    if (was !== intake.deadline) changed.set(intake.name, was);
  }
  return changed;
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
