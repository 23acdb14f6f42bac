import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryCodeOfText } from '../analysis/read-import-file';
import { languageCodeOf } from './language-codes';
import { curriculumsOfProgramme } from './programmes';
import { csvLinesOf, delimiterOf, readSchoolList } from './school-list-csv';

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../../tests/fixtures', name), 'utf8');
const read = (text: string, columns: Record<string, never> = {}, country?: string) =>
  readSchoolList(csvLinesOf(text), { columns, country, countryCodeOf: countryCodeOfText, languageCodeOf });

describe('a school list', () => {
  it('reads a list saved with semicolons and French headers, keeping its programmes as written', () => {
    const text = fixture('hong-kong-list-b.csv');
    expect(delimiterOf(text)).toBe(';');
    const list = read(text);
    expect(list.problem).toBeNull();
    expect(list.columns.map((column) => [column.header, column.field])).toEqual([
      ["Nom de l'établissement", 'name'],
      ['Ville', 'city'],
      ['Pays', 'country'],
      ['Site web', 'website'],
      ['Programmes', 'programmes'],
      ['Téléphone', 'phone'],
      ['E-mail', 'email'],
      ['Code', 'reference'],
    ]);
    const hkis = list.records[0]!;
    expect(hkis).toMatchObject({ reference: 'B001', programmes: ['American', 'IB'] });
    expect(hkis.values).toMatchObject({
      name: 'HKIS',
      city: 'Hong Kong',
      countryCode: 'HK',
      website: 'http://hkis.edu.hk/',
    });
  });

  it('asks for the name column when no header names one, and reads the columns the operator maps', () => {
    const text = 'Establishment,Town,Nation\r\nRiverside Academy,Porto,Portugal\r\n';
    expect(read(text).problem).toBe('import.csv.noNameColumn');
    expect(read(text).columns.map((column) => column.field)).toEqual([null, 'city', 'country']);
    const mapped = read(text, { Establishment: 'name' } as never);
    expect(mapped.records[0]?.values).toMatchObject({
      name: 'Riverside Academy',
      city: 'Porto',
      countryCode: 'PT',
    });
  });

  it('refuses rows without a name, a country or a city, and takes the list’s country when the row has none', () => {
    const text = 'School name;City;Country\nNo city;;PT\n;Porto;PT\nElsewhere;Canopy;\n';
    expect(read(text).refused.map((row) => [row.line, row.reason])).toEqual([
      [1, 'noCity'],
      [2, 'noName'],
      [3, 'noCountry'],
    ]);
    expect(read(text, {}, 'PT').records[0]?.values.countryCode).toBe('PT');
  });

  it('reads comma decimals, joins address and postcode, and names a language it does not know', () => {
    const text =
      'Name;City;Country;Address;Postcode;Lat;Lon;Languages\nA;Porto;PT;Rua 1;4000-001;41,15;-8,61;English, Klingon\n';
    const [row] = read(text).records;
    expect(row?.values).toMatchObject({
      address: 'Rua 1, 4000-001',
      latitude: 41.15,
      longitude: -8.61,
      languages: ['en'],
    });
    expect(row?.warnings).toEqual([{ field: 'languages', code: 'language.invalid', value: 'Klingon' }]);
  });

  it.each([
    ['British', ['english-national']],
    ['IB', ['ib-dp']],
    ['IB PYP', ['ib-pyp']],
    ['A Levels', ['a-levels']],
    ['American curriculum', ['american']],
    ['Waldorf', []],
  ])('reads the programme %s as %o', (programme, slugs) => {
    expect(curriculumsOfProgramme(programme, [], new Map()).slugs).toEqual(slugs);
  });

  it('reads a programme as the operator mapped it first, then by a curriculum’s own name', () => {
    const curriculums = [{ slug: 'waldorf', name: 'Steiner Waldorf', shortName: 'Waldorf' }];
    expect(curriculumsOfProgramme('waldorf', curriculums, new Map())).toEqual({
      slugs: ['waldorf'],
      readAs: 'curriculum',
    });
    expect(curriculumsOfProgramme('British', [], new Map([['british', ['igcse']]]))).toEqual({
      slugs: ['igcse'],
      readAs: 'operator',
    });
  });
});
