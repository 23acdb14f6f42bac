import { z } from 'zod';
import { requiredNumber } from '../../../core/shared/required-number';
import { admissionsSchema } from './admissions';
import {
  ACCREDITATIONS,
  FEE_KINDS,
  FEE_PERIODS,
  GRADE_SYSTEMS,
  SCHOOL_STATUSES,
} from './directory-constants';
import { blankToNull, optionalDate, optionalInt, optionalText, uniqueList } from './input-fields';
import { countryCodeSchema } from './schools-query';

const age = (code: string) => optionalInt(2, 19, code);

/** `2026-2027`: two consecutive years. */
export const academicYearSchema = z
  .string('academicYear.invalid')
  .regex(/^\d{4}-\d{4}$/, 'academicYear.invalid')
  .refine((year) => Number(year.slice(5)) === Number(year.slice(0, 4)) + 1, 'academicYear.invalid');

/**
 * One fee as typed: the amount in the currency's main unit (12,500.50 euros), converted to minor
 * units by the server with the currency's digits. Ages both given (a band) or both left empty.
 */
export const feeInputSchema = z
  .object({
    kind: z.enum(FEE_KINDS, 'fee.kind.invalid'),
    ageFrom: age('age.invalid'),
    ageTo: age('age.invalid'),
    // A year at school costs over a billion in some currencies (VND, IDR); the cap keeps minor
    // units (three digits at most) a safe integer.
    amount: requiredNumber(
      z.number('amount.invalid').min(0, 'amount.invalid').max(1_000_000_000_000, 'amount.invalid'),
      'amount.invalid',
    ),
    currency: z
      .string('currency.invalid')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'currency.invalid'),
    period: z.enum(FEE_PERIODS, 'period.invalid'),
    academicYear: academicYearSchema,
    note: optionalText(200),
  })
  .superRefine((fee, context) => {
    if ((fee.ageFrom === null) !== (fee.ageTo === null)) {
      context.addIssue({
        code: 'custom',
        message: 'ages.incomplete',
        path: [fee.ageFrom === null ? 'ageFrom' : 'ageTo'],
      });
    } else if (fee.ageFrom !== null && fee.ageTo !== null && fee.ageFrom > fee.ageTo) {
      context.addIssue({ code: 'custom', message: 'ages.order', path: ['ageTo'] });
    }
    if (fee.kind === 'tuition' && fee.period === 'once') {
      context.addIssue({ code: 'custom', message: 'fee.tuition.once', path: ['period'] });
    }
  });

export type FeeInput = z.output<typeof feeInputSchema>;
export type FeeFormValues = z.input<typeof feeInputSchema>;

/**
 * Everything about a school that people edit — in the admin, as a member's proposal, or in a
 * CSV import — checked the same way everywhere. Curriculums by slug and fee currencies are
 * checked against the database by the server.
 */
export const schoolInputSchema = z
  .object({
    name: z.string('field.required').trim().min(2, 'name.too.short').max(150, 'name.too.long'),
    countryCode: countryCodeSchema,
    city: z.string('field.required').trim().min(1, 'field.required').max(100, 'field.too.long'),
    address: optionalText(200),
    latitude: z
      .preprocess(
        blankToNull,
        z
          .number('coordinates.invalid')
          .min(-90, 'coordinates.invalid')
          .max(90, 'coordinates.invalid')
          .nullish(),
      )
      .transform((v) => v ?? null),
    longitude: z
      .preprocess(
        blankToNull,
        z
          .number('coordinates.invalid')
          .min(-180, 'coordinates.invalid')
          .max(180, 'coordinates.invalid')
          .nullish(),
      )
      .transform((v) => v ?? null),
    website: z
      .preprocess(
        blankToNull,
        z
          .url({ message: 'url.invalid', protocol: /^https?$/ })
          .max(300, 'field.too.long')
          .nullish(),
      )
      .transform((v) => v ?? null),
    email: z
      .preprocess(blankToNull, z.email('email.invalid').trim().toLowerCase().nullish())
      .transform((v) => v ?? null),
    phone: optionalText(40),
    description: z.string().trim().max(10_000, 'field.too.long').default(''),
    languages: uniqueList(z.string().regex(/^[a-z]{2}$/, 'language.invalid'), 10).default([]),
    accreditations: uniqueList(
      z.enum(ACCREDITATIONS, 'accreditation.invalid'),
      ACCREDITATIONS.length,
    ).default([]),
    // Null: nobody said. Not a day school by default (decision 078).
    boarding: z.boolean('field.invalid').nullable().default(null),
    foundedYear: optionalInt(1800, 2100, 'year.invalid'),
    studentCount: optionalInt(0, 50_000, 'number.invalid'),
    avgClassSize: optionalInt(1, 60, 'number.invalid'),
    ageFrom: age('age.invalid'),
    ageTo: age('age.invalid'),
    gradeSystem: z.enum(GRADE_SYSTEMS, 'field.invalid').default('UK'),
    curriculums: uniqueList(z.string().regex(/^[a-z0-9-]{2,60}$/, 'curriculum.unknown'), 12).default([]),
    fees: z.array(feeInputSchema, 'field.invalid').max(40, 'field.too.long').default([]),
    lastVerifiedAt: optionalDate(),
    verifiedSource: optionalText(200),
    admissions: admissionsSchema.prefault({}),
  })
  .superRefine((school, context) => {
    if (school.ageFrom !== null && school.ageTo !== null && school.ageFrom > school.ageTo) {
      context.addIssue({ code: 'custom', message: 'ages.order', path: ['ageTo'] });
    }
    if ((school.latitude === null) !== (school.longitude === null)) {
      context.addIssue({ code: 'custom', message: 'coordinates.incomplete', path: ['longitude'] });
    }
  });

export type SchoolInput = z.output<typeof schoolInputSchema>;
export type SchoolFormValues = z.input<typeof schoolInputSchema>;

/** An editor's form adds the status (members' proposals never set it). */
export const schoolStatusSchema = z.enum(SCHOOL_STATUSES, 'status.invalid');

/** Where a change comes from, kept with its revision: a URL, "phone call with admissions"… */
export const changeSourceSchema = z
  .preprocess(blankToNull, z.string().trim().max(300, 'field.too.long').nullish())
  .transform((v) => v ?? null);
