import { describe, expect, it } from 'vitest';
import { listParamsOf } from './list-address';
import { activeFilterCount, filterChips, listSearchOf, schoolFilterOf, withoutFilters } from './list-params';
import { filterRules, NO_FILTERS } from './school-filters';

const context = {
  t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  money: (amount: number) => `$${amount}`,
  curriculumName: (slug: string) => slug.toUpperCase(),
  gradeName: (key: string) => `Grade ${key}`,
  languageName: (code: string) => `lang:${code}`,
};
const read = (query: string) => listParamsOf(new URLSearchParams(query));

describe('the list filters derived from SCHOOL_FILTERS', () => {
  it('reads and writes an address, every filter in the definitions’ order', () => {
    const list = read(
      'learningSupport=on&feeMax=30000&curriculum=ib-dp,igcse&q=lyon&age=11&places=1&sort=name',
    );
    expect(listSearchOf(list)).toBe(
      '?q=lyon&curriculum=ib-dp&curriculum=igcse&age=11&places=true&learningSupport=true&feeMax=30000&sort=name',
    );
  });

  it('applies the rules between filters: family over grade over age, places need a year, reversed fees dropped', () => {
    expect(read('grade=uk-y7&age=9&places=true')).toMatchObject({ grade: 'UK-Y7', age: null, places: true });
    expect(read('places=true&basis=firstYear')).toMatchObject({ places: false, basis: 'tuition' });
    expect(read('feeMin=300&feeMax=200&currency=USD')).toMatchObject({
      feeMin: null,
      feeMax: null,
      currency: null,
    });
    expect(filterRules({ ...NO_FILTERS, children: ['7'], age: 9, move: '2027-08-15' })).toMatchObject({
      age: null,
      move: '2027-08-15',
    });
  });

  it('counts what narrows the list: each value of a list filter, the fee bounds once, not the search or currency', () => {
    expect(
      activeFilterCount(read('q=x&currency=EUR&curriculum=a&curriculum=b&feeMin=1&feeMax=2&boarding=true')),
    ).toBe(4);
  });

  it('gives each filter its chips, and a chip leads to the list without it', () => {
    const list = read('city=Lyon&language=fr&feeMin=100&boarding=true');
    const chips = filterChips(list, context);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Lyon',
      'lang:fr',
      'filters.boarding.label',
      'filters.fees.from {"min":"$100"}',
    ]);
    expect(listSearchOf({ ...list, ...chips[1]!.without })).toBe('?city=Lyon&boarding=true&feeMin=100');
  });

  it('sends the API only the filters set, and clearing keeps the search, currency and country', () => {
    const list = read('q=ib&currency=EUR&boarding=true&basis=tuition&country=sg');
    expect(schoolFilterOf(list)).toEqual({ q: 'ib', boarding: true, currency: 'EUR', country: 'SG' });
    expect(schoolFilterOf(withoutFilters(list))).toEqual({ q: 'ib', currency: 'EUR', country: 'SG' });
  });
});
