import { describe, expect, it } from 'vitest';
import { compareParamsOf } from './compare-params';
import { compareSearchOf } from './compare-search';

const A = '01a1fda0-75ab-7607-ba52-706358983144';
const B = '01a1a761-72a0-7047-b96e-b0edc5db177a';
const NO_FAMILY = { children: [], move: null, currency: null };
const params = (search: string) => compareParamsOf(new URLSearchParams(search));

describe('the compare page’s address', () => {
  it('reads the schools and the child as the list names them', () => {
    expect(params(`ids=${A},${B}&age=11`)).toEqual({ ids: [A, B], age: 11, grade: null, ...NO_FAMILY });
    expect(params(`ids=${A}&grade=uk-y7`)).toEqual({ ids: [A], age: null, grade: 'UK-Y7', ...NO_FAMILY });
    // A school year wins over an age, as on the list.
    expect(params(`ids=${A}&age=9&grade=US-G6`)).toEqual({
      ids: [A],
      age: null,
      grade: 'US-G6',
      ...NO_FAMILY,
    });
  });

  it('drops what a bad link gets wrong, keeping the rest', () => {
    expect(params(`ids=${A},nope,${A}&age=40`)).toEqual({ ids: [A], age: null, grade: null, ...NO_FAMILY });
    expect(params('age=eleven&grade=Year 7')).toEqual({ ids: [], age: null, grade: null, ...NO_FAMILY });
  });

  it('keeps the visitor’s currency, a well-formed code only, after the rest', () => {
    expect(params(`ids=${A}&age=11&currency=eur`)).toEqual({
      ids: [A],
      age: 11,
      grade: null,
      ...NO_FAMILY,
      currency: 'EUR',
    });
    expect(params(`ids=${A}&currency=euros`).currency).toBeNull();
    expect(compareSearchOf({ ids: [A], age: 11, grade: null, ...NO_FAMILY, currency: 'SGD' })).toBe(
      `?ids=${A}&age=11&currency=SGD`,
    );
  });

  it('writes the schools with plain commas, then the child, and nothing else', () => {
    expect(compareSearchOf({ ids: [A, B], age: 11, grade: null, ...NO_FAMILY })).toBe(
      `?ids=${A},${B}&age=11`,
    );
    expect(compareSearchOf({ ids: [A], age: null, grade: 'UK-Y7', ...NO_FAMILY })).toBe(
      `?ids=${A}&grade=UK-Y7`,
    );
    expect(compareSearchOf({ ids: [], age: null, grade: null, ...NO_FAMILY })).toBe('');
    // What it writes reads back the same.
    const written = { ids: [B, A], age: 14, grade: null, ...NO_FAMILY };
    expect(params(compareSearchOf(written).slice(1))).toEqual(written);
  });

  it('reads and writes a family, which wins over an age', () => {
    const family = params(`ids=${A}&children=2014-09-01, 7,nope&move=2027-08-15&age=9`);
    expect(family).toEqual({
      ids: [A],
      age: null,
      grade: null,
      children: ['2014-09-01', '7'],
      move: '2027-08-15',
      currency: null,
    });
    expect(compareSearchOf(family)).toBe(`?ids=${A}&children=2014-09-01,7&move=2027-08-15`);
  });
});
