import type { TFunction } from '@/core/client/translator';
import type { JsonFactName } from '@/modules/openschool/shared/school-catalogue';
import { admissionLinesOf } from './admission-lines';
import { schoolLifeLinesOf } from './school-life-lines';

/**
 * Each fact the catalogue keeps whole as JSON as the lines of a change's before or after, in the
 * reader's language: a new one missing here is a type error.
 */
export const objectFactLinesOf = (
  language: string,
  t: TFunction,
): Record<JsonFactName, (value: unknown) => string[]> => ({
  admissions: admissionLinesOf(language, t),
  schoolLife: schoolLifeLinesOf(language, t),
});
