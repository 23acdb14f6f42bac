import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { ShownFactName } from '@/modules/openschool/shared/school-catalogue';

// The facts every view of one school shows alike (the catalogue's `shown`; the server's
// `SchoolProfile` interface), asked by one fragment per endpoint: the school page and compare
// spread this one, the admin's school its own (admin/schools/school-entity.ts).

/** A fragment's answer that holds every fact the catalogue shows; one left out is a type error. */
export type HoldingEveryShownFact<Answer extends Record<ShownFactName, unknown>> = Answer;

export const SCHOOL_PROFILE_FIELDS = graphql(`
  fragment SchoolProfileFields on SchoolProfile {
    languages accreditations boarding foundedYear studentCount avgClassSize teacherCount
    ageFrom ageTo gradeSystem
  }
`);

/** The shown facts of a school, as the school page and compare read them. */
export type SchoolProfileView = HoldingEveryShownFact<ResultOf<typeof SCHOOL_PROFILE_FIELDS>>;

/**
 * How a shown fact without a display of its own is shown, alike on the school page, in compare
 * and in the admin: a year as written, a count as a number. In compare a count may have a unit
 * (`compare.values.<name>`, by its number) and a best school (`best`: the smallest class wins).
 */
export interface PlainDisplay {
  as: 'year' | 'count';
  unit?: boolean;
  best?: { wins: 'lowest' | 'highest'; label: 'smallest' | 'highest' | 'lowest' };
}

/**
 * Every shown fact's display: `own` when a view shows it its own way (languages, ages, boarding,
 * the grade system), else its plain display. A shown fact missing here is a type error, so a new
 * one cannot be left out of the views.
 */
export const SHOWN_FACT_DISPLAY = {
  languages: 'own',
  accreditations: 'own',
  boarding: 'own',
  foundedYear: { as: 'year' },
  studentCount: { as: 'count' },
  avgClassSize: { as: 'count', unit: true, best: { wins: 'lowest', label: 'smallest' } },
  teacherCount: { as: 'count' },
  ageFrom: 'own',
  ageTo: 'own',
  gradeSystem: 'own',
} as const satisfies Record<ShownFactName, 'own' | PlainDisplay>;

/** The shown facts every view shows plainly, by their display. */
export type PlainFactName = {
  [Name in ShownFactName]: (typeof SHOWN_FACT_DISPLAY)[Name] extends PlainDisplay ? Name : never;
}[ShownFactName];

/** The plain facts with their displays, in the order a parent reads them. */
export const PLAIN_FACTS = Object.entries(SHOWN_FACT_DISPLAY).flatMap(([name, display]) =>
  display === 'own' ? [] : [{ name: name as PlainFactName, display: display as PlainDisplay }],
);

/** A plain fact's value as text: a year as written, a count in the reader's numbers; null: not known. */
export function plainFactText(
  display: PlainDisplay,
  value: number | null,
  format: { number: (value: number) => string },
): string | null {
  if (value === null) return null;
  return display.as === 'year' ? String(value) : format.number(value);
}
