import { builder } from '@/core/server/graphql/builder';
import { formInputFieldsOf } from '@/core/server/graphql/zod-input-fields';
import { schoolEditInputSchema } from '@/modules/openschool/shared/school-edit';

/** What an API client reads beside each field's type; the choices are added from the schema. */
const DESCRIPTIONS: Record<string, string> = {
  name: '2 to 150 characters.',
  countryCode: 'ISO 3166-1 alpha-2 (PT).',
  latitude: 'With longitude, or neither.',
  languages: 'Languages taught, ISO 639-1 codes (en), at most 10.',
  curriculums: 'Curriculum slugs (igcse), at most 12.',
  ageFrom: 'From 2 to 19.',
  ageTo: 'From 2 to 19, not below ageFrom.',
  boarding: 'Null or left out: not known.',
  fees: 'At most 40.',
  'fees.amount': 'In the currency’s main unit (12500.50).',
  'fees.currency': 'ISO-4217 code.',
  'fees.ageFrom': 'With ageTo for an age band, or neither for every age.',
  'fees.academicYear': 'Like 2026-2027.',
  lastVerifiedAt: 'Like 2026-11-01.',
  'admissions.intakes': 'At most 6; each with an opening day, a deadline, or both (YYYY-MM-DD).',
  'admissions.places': 'Places per school year, named by the age a child starts it; at most 18.',
  'admissions.places.confirmedOn': 'When someone last checked, YYYY-MM-DD.',
  'admissions.confirmedOn': 'When the admissions facts were last checked, YYYY-MM-DD.',
  'schoolLife.termDates': 'At most 8; days as YYYY-MM-DD.',
  'schoolLife.nationalities': 'At most 6; the percents add up to 100 at most.',
  'schoolLife.busAreas': 'Areas the school buses serve, at most 30.',
  'schoolLife.confirmedOn': 'When these facts were last checked, YYYY-MM-DD.',
  source: 'Where the information comes from: a URL, “a phone call with admissions”…',
};

/** The public school form, with its fees, admissions and school life, typed from the schema the form shares. */
export const SchoolEditInputType = builder.inputType('SchoolEditInput', {
  description:
    'The school form: what is missing or wrong comes back in `fieldErrors` by its path (`fees.0.currency`).',
  fields: (t) =>
    formInputFieldsOf(t, schoolEditInputSchema, DESCRIPTIONS, {
      fees: 'SchoolFeeInput',
      admissions: 'SchoolAdmissionsInput',
      'admissions.intakes': 'SchoolIntakeInput',
      'admissions.places': 'SchoolPlacesInput',
      schoolLife: 'SchoolLifeInput',
      'schoolLife.termDates': 'SchoolTermInput',
      'schoolLife.nationalities': 'SchoolNationalityInput',
    }),
});
