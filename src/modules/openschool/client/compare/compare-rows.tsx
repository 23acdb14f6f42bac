import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { cityAndCountry } from '@/core/shared/city-and-country';
import { moneyOf } from '@/core/shared/format';
import { PLAIN_FACTS, plainFactText } from '../school-profile-fields';
import type { ComparedSchool } from './compare.query';
import { firstAndNotes } from './compare-cells';
import { type FamilyContext, familyRows } from './compare-family-rows';
import {
  agesText,
  curriculumNames,
  feeLines,
  gradesText,
  inVisitorCurrency,
  type RowContext,
  ratingText,
  tuitionText,
} from './compare-text';
import {
  type ChildContext,
  firstYearLines,
  firstYearUsd,
  schoolYearText,
  tuitionAtAgeLines,
  tuitionAtAgeUsd,
} from './compare-year-text';

/**
 * A line of the compare table: its label, a cell per school, and the text compared to tell
 * whether the schools differ. `best` marks the lowest or highest number (fees, class size,
 * rating) when the schools differ on it.
 */
export interface CompareRow {
  key: string;
  label: string;
  cell: (school: ComparedSchool) => ReactNode;
  text: (school: ComparedSchool) => string;
  best?: { number: (school: ComparedSchool) => number | null; wins: 'lowest' | 'highest'; label: string };
  /** Shown even when only differences are: the parent's own notes. */
  always?: boolean;
}

/** What the table adds for this visitor: the child's figures, and the signed-in parent's notes. */
export interface RowOptions {
  child: ChildContext | null;
  /** A family: each child's row and their first year together, instead of one child's. */
  family: FamilyContext | null;
  note: ((school: ComparedSchool) => ReactNode) | null;
}

const lines = (items: string[], none: string): ReactNode =>
  items.length === 0 ? none : items.map((item) => <div key={item}>{item}</div>);

/** A value with a note under it (the school year of the fees, the grade names of the ages). */
const withNote = (value: string, note: string) => (
  <>
    <div>{value}</div>
    {note && (
      <Text size="sm" c="gray.7">
        {note}
      </Text>
    )}
  </>
);

/**
 * The rows of the table, in the order a parent weighs schools: their own note, money, teaching,
 * people, the rest. With a child's age, the fees are that school year's instead of the range.
 */
export function compareRows(context: RowContext, options: RowOptions): CompareRow[] {
  const { t, format } = context;
  const unknown = t('compare.values.unknown');
  const none = t('compare.values.none');
  const academicYear = (school: ComparedSchool) =>
    school.tuition ? t('compare.values.academicYear', { year: school.tuition.academicYear }) : '';
  const row = (key: string, text: (school: ComparedSchool) => string, extra: Partial<CompareRow> = {}) => ({
    key,
    label: t(`compare.rows.${key}`),
    cell: text,
    text,
    ...extra,
  });

  const avgFeesLines = (school: ComparedSchool) => {
    if (school.avgFees === null) return [unknown];
    const mine = inVisitorCurrency(school.avgFees, context);
    return [format.money(moneyOf(school.avgFees, 'USD', { whole: true })), ...(mine ? [mine] : [])];
  };
  const { child, note } = options;
  const lowest = (number: (school: ComparedSchool) => number | null) => ({
    number,
    wins: 'lowest' as const,
    label: t('compare.best.lowest'),
  });
  const fees: CompareRow[] = options.family
    ? familyRows(context, options.family)
    : child
      ? [
          row('schoolYear', (school) => schoolYearText(school, { ...context, child }), {
            label: t('compare.rows.schoolYear', { age: child.age }),
          }),
          row('tuitionAtAge', (school) => tuitionAtAgeLines(school, { ...context, child }).join('|'), {
            cell: (school) => firstAndNotes(tuitionAtAgeLines(school, { ...context, child })),
            best: lowest((school) => tuitionAtAgeUsd(school, child)),
          }),
          row('firstYear', (school) => firstYearLines(school, { ...context, child }).join('|'), {
            cell: (school) => firstAndNotes(firstYearLines(school, { ...context, child })),
            best: lowest((school) => firstYearUsd(school, child)),
          }),
        ]
      : [
          row('tuition', (school) => tuitionText(school, context), {
            cell: (school) => withNote(tuitionText(school, context), academicYear(school)),
          }),
        ];

  return [
    ...(note ? [row('note', () => '', { cell: note, always: true })] : []),
    row('location', (school) => cityAndCountry(school.cityName, school.countryName)),
    // An average over school years, converted: an estimate, in whole dollars, and in the
    // visitor's currency.
    row('avgFees', (school) => avgFeesLines(school).join('|'), {
      cell: (school) => firstAndNotes(avgFeesLines(school)),
      best: lowest((school) => school.avgFees),
    }),
    ...fees,
    row('oneOffFees', (school) => feeLines(school.oneOffFees, context).join('|'), {
      cell: (school) => lines(feeLines(school.oneOffFees, context), none),
    }),
    row('extraFees', (school) => feeLines(school.extraFees, context).join('|'), {
      cell: (school) => lines(feeLines(school.extraFees, context), none),
    }),
    row('curriculums', (school) => curriculumNames(school).join('|'), {
      cell: (school) => lines(curriculumNames(school), unknown),
    }),
    row('ages', (school) => `${agesText(school, context)} ${gradesText(school, context)}`, {
      cell: (school) => withNote(agesText(school, context), gradesText(school, context)),
    }),
    row('languages', (school) => school.languages.join('|'), {
      cell: (school) => lines(school.languages.map(format.languageName), unknown),
    }),
    row('rating', (school) => ratingText(school, context), {
      best: { number: (school) => school.ratingAvg, wins: 'highest', label: t('compare.best.highest') },
    }),
    ...PLAIN_FACTS.map(({ name, display }) =>
      row(
        name,
        (school) => {
          const value = school[name];
          if (value === null) return unknown;
          return display.unit
            ? t(`compare.values.${name}`, { count: value })
            : (plainFactText(display, value, format) ?? unknown);
        },
        display.best
          ? {
              best: {
                number: (school) => school[name],
                wins: display.best.wins,
                label: t(`compare.best.${display.best.label}`),
              },
            }
          : {},
      ),
    ),
    row('boarding', (school) =>
      school.boarding === null
        ? unknown
        : t(school.boarding ? 'compare.values.boarding' : 'compare.values.dayOnly'),
    ),
    row('accreditations', (school) =>
      school.accreditations.length ? school.accreditations.join(', ') : none,
    ),
  ];
}
