import { describe, expect, it } from 'vitest';
import { listFormTarget, listParamsOf } from './list-address';
import { listSearchOf } from './list-params';

const target = (query: string, country?: string) => listFormTarget(new URLSearchParams(query), country);

describe('listFormTarget: a list form sent without scripts', () => {
  it('leads the country and sort form to that country’s list, at page 1, the city dropped', () => {
    expect(target('country=france&sort=name&page=3&city=Lyon&q=ib', 'spain')).toBe(
      '/schools/france?q=ib&sort=name',
    );
    expect(target('country=spain&city=Madrid', 'spain')).toBe('/schools/spain?city=Madrid');
    expect(target('country=all&sort=name', 'spain')).toBe('/schools?sort=name');
    // Not a slug: all countries, never a path of the visitor's making.
    expect(target('country=..%2Fadmin')).toBe('/schools');
  });

  it('gives the filters’ empty fields the list’s one URL', () => {
    expect(target('sort=name&city=&age=&currency=USD&feeMin=&boarding=true', 'spain')).toBe(
      '/schools/spain?boarding=true&sort=name',
    );
  });

  it('leaves a URL no form made alone', () => {
    expect(target('q=lyon&page=2')).toBeNull();
  });

  it('reads a family, which wins over an age, and writes it back with plain commas', () => {
    const list = listParamsOf(
      new URLSearchParams('children=2014-09-01, 7,1999-99-99&move=2027-08-15&age=9&places=true'),
    );
    expect(list).toMatchObject({
      children: ['2014-09-01', '7'],
      move: '2027-08-15',
      age: null,
      places: true,
    });
    expect(listSearchOf(list)).toBe('?children=2014-09-01,7&move=2027-08-15&places=true');
  });
});
