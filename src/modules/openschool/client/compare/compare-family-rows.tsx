import type { ReactNode } from 'react';
import { moneyOf } from '@/core/shared/format';
import type { ComparedFamily, ComparedSchool } from './compare.query';
import { firstAndNotes } from './compare-cells';
import { inVisitorCurrency, type RowContext } from './compare-text';
import { firstYearLines } from './compare-year-text';

/** A row of the compare table (compare-rows.ts's FamilyRow, which lists these among its own). */
interface FamilyRow {
  key: string;
  label: string;
  cell: (school: ComparedSchool) => ReactNode;
  text: (school: ComparedSchool) => string;
  best?: { number: (school: ComparedSchool) => number | null; wins: 'lowest'; label: string };
}

/** A family compared: the children as the parent gave them, and each one's figures per school. */
export interface FamilyContext {
  children: readonly string[];
  rows: ComparedFamily;
}

/**
 * One row per child (its school year at each school, placed by the school's own system, and
 * that year's first-year total), then the family's first year together, the lowest marked.
 * A school with no year for a child (too young or too old in its system) says so.
 */
export function familyRows(context: RowContext, family: FamilyContext): FamilyRow[] {
  const { t, format } = context;
  const yearOf = (index: number, school: ComparedSchool) =>
    family.rows[index]?.atAge.find((entry) => entry.schoolId === school._id)?.fees ?? null;
  const childLines = (index: number, school: ComparedSchool) => {
    const year = yearOf(index, school);
    if (!year) return [t('compare.values.noYear')];
    const years = new Map([[school._id, year]]);
    // The server always names the age it placed the child at; NaN would only say "not given".
    const age = year.age ?? Number.NaN;
    const grade = year.grade?.name ?? t('filters.age.option', { count: age });
    return [grade, ...firstYearLines(school, { ...context, child: { age, years } })];
  };
  const totalUsd = (school: ComparedSchool) => {
    let sum = 0;
    for (const index of family.children.keys()) {
      const usd = yearOf(index, school)?.firstYear?.usd;
      if (usd === undefined || usd === null) return null;
      sum += usd;
    }
    return sum;
  };
  const children = family.children.map(
    (child, index): FamilyRow => ({
      key: `child-${index}`,
      label: t('compare.rows.familyChild', { number: index + 1, child }),
      text: (school) => childLines(index, school).join('|'),
      cell: (school) => firstAndNotes(childLines(index, school)),
    }),
  );
  // In whole US dollars, then in the visitor's currency.
  const totalLines = (school: ComparedSchool) => {
    const usd = totalUsd(school);
    if (usd === null) return [t('compare.values.notGiven')];
    const mine = inVisitorCurrency(usd, context);
    return [format.money(moneyOf(usd, 'USD', { whole: true })), ...(mine ? [mine] : [])];
  };
  return [
    ...children,
    {
      key: 'familyTotal',
      label: t('compare.rows.familyTotal'),
      text: (school) => totalLines(school).join('|'),
      cell: (school) => firstAndNotes(totalLines(school)),
      best: { number: totalUsd, wins: 'lowest', label: t('compare.best.lowest') },
    },
  ];
}
