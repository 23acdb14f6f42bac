import { describe, expect, it } from 'vitest';
import { changedDeadlines, daysBetween } from './shortlist-tracker';

const intake = (name: string, deadline: string | null, opensOn: string | null = '2026-09-01') => ({
  name,
  opensOn,
  deadline,
});

describe('deadlines a parent saw', () => {
  it('flags a moved or dropped deadline with the one seen, not an intake new since', () => {
    const seen = [intake('August 2027', '2027-01-15'), intake('January 2028', '2027-10-01')];
    const now = [
      intake('August 2027', '2027-01-31'),
      intake('January 2028', null),
      intake('April 2028', '2028-01-10'),
    ];
    expect(changedDeadlines(now, seen)).toEqual(
      new Map([
        ['August 2027', '2027-01-15'],
        ['January 2028', '2027-10-01'],
      ]),
    );
    expect(changedDeadlines(seen, seen).size).toBe(0);
  });

  it('reads anything stored that is not a list of intakes as nothing seen', () => {
    expect(changedDeadlines([intake('August 2027', '2027-01-31')], { intakes: 'x' }).size).toBe(0);
  });

  it('counts whole days between two dates, across a month', () => {
    expect(daysBetween('2027-01-28', '2027-02-03')).toBe(6);
    expect(daysBetween('2027-02-03', '2027-01-28')).toBe(-6);
  });
});
