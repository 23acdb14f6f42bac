/** A day of the calendar, without time or zone: birthdays and moves are days, not instants. */
export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** `2015-08-31` → { 2015, 8, 31 } (the input is checked by the planner's zod schema). */
export function dateOf(iso: string): CalendarDate {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month, day };
}

export const isoOf = (date: CalendarDate) =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

const dayNumber = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate) => dayNumber(to) - dayNumber(from);
