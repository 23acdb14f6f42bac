import { describe, expect, it } from 'vitest';
import { schoolsQueryInputSchema } from './school-filter-input';
import { parseSort } from './schools-query';

describe('parseSort', () => {
  it.each([
    ['-updatedAt', { field: 'updatedAt', direction: 'desc' }],
    ['updatedAt', { field: 'updatedAt', direction: 'asc' }],
    ['name', { field: 'name', direction: 'asc' }],
    ['-avgFees', { field: 'avgFees', direction: 'desc' }],
  ] as const)('%s', (sort, expected) => {
    expect(parseSort(sort)).toEqual(expected);
  });
});

describe('schoolsQueryInputSchema', () => {
  it('defaults to page 1, limit 10, most recently updated first, a year’s fee read as tuition', () => {
    expect(schoolsQueryInputSchema.parse({})).toEqual({
      page: 1,
      limit: 10,
      sort: '-updatedAt',
      filter: { basis: 'tuition' },
    });
  });

  it.each([
    [{ limit: 0 }, 'limit.invalid'],
    [{ limit: 10_000 }, 'limit.invalid'],
    [{ limit: 2.5 }, 'limit.invalid'],
    [{ page: -1 }, 'page.invalid'],
    [{ page: 0 }, 'page.invalid'],
    [{ sort: 'price' }, 'sort.invalid'],
    [{ filter: { q: 'x'.repeat(101) } }, 'q.too.long'],
  ])('%j is refused with %s', (input, code) => {
    const result = schoolsQueryInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(code);
  });

  it('trims the search text and drops an empty one', () => {
    expect(schoolsQueryInputSchema.parse({ filter: { q: '  lyon ' } }).filter.q).toBe('lyon');
    expect(schoolsQueryInputSchema.parse({ filter: { q: '   ' } }).filter.q).toBeUndefined();
  });
});
