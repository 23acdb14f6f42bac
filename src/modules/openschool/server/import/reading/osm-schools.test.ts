import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryCodeOfText } from '../analysis/read-import-file';
import { readInternational } from './international-school-rule';
import { osmFeaturesOf } from './osm-features';
import { osmSchoolsOf } from './osm-schools';

const fixture = (name: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../../tests/fixtures', name), 'utf8'),
  );
const read = (json: unknown, country?: string) =>
  osmSchoolsOf(osmFeaturesOf(json)!, { country, countryCodeOf: countryCodeOfText });

describe('an OpenStreetMap extract', () => {
  it('reads a GeoJSON export, says why it leaves a record out, and places a record without a city or country by its point', () => {
    const parsed = read(fixture('osm-schools.geojson'));
    expect(parsed.refused.map((record) => [record.line, record.reason])).toEqual([
      [4, 'noName'],
      [9, 'notSchool'],
    ]);
    const byLine = new Map(parsed.records.map((record) => [record.line, record]));
    expect(byLine.get(3)).toMatchObject({ excluded: 'notInternational', signals: [] });
    expect(byLine.get(1)).toMatchObject({
      reference: 'node/9100000001',
      excluded: null,
      signals: ['name', 'language:en'],
      values: expect.objectContaining({
        name: 'International School of Lakeside',
        city: 'Genève',
        countryCode: 'CH',
      }),
    });
    expect(byLine.get(7)?.values.city).toBe('Amsterdam');
    expect(byLine.get(7)?.warnings).toEqual([
      { field: 'city', code: 'city.fromCoordinates', value: 'Amsterdam' },
    ]);
    expect(byLine.get(8)?.values.countryCode).toBe('MT');
    expect(byLine.get(8)?.warnings).toEqual([
      { field: 'countryCode', code: 'country.fromCoordinates', value: 'MT' },
    ]);
    const parc = byLine.get(2)!.values;
    expect([parc.latitude, parc.longitude]).toEqual([45.765, 4.835]);
    expect(parc.languages).toEqual(['fr', 'en']);
  });

  it('reads the Overpass API’s own JSON: nodes, ways with a centre or a geometry, and no untagged node as a record', () => {
    const parsed = read(fixture('hong-kong-schools.overpass.json'));
    const all = [...parsed.records, ...parsed.refused];
    expect(all).toHaveLength(236);
    const harrow = parsed.records.find(
      (record) => record.values.name === 'Harrow International School Hong Kong',
    )!;
    expect(harrow.reference).toMatch(/^way\//);
    expect([harrow.values.latitude, harrow.values.longitude]).toEqual([22.404, 113.9764]);
    const campusWay = parsed.records.find((record) => record.reference === 'way/4300000001')!;
    expect(campusWay.values.latitude).toBeCloseTo(22.3918, 3);
    expect(campusWay.otherReferences).toEqual(['wikidata:Q6085386']);
  });

  it('places the schools of a city extract without addr:city in the city around them, and finds its international schools', () => {
    const parsed = read(fixture('hong-kong-schools.overpass.json'));
    const taken = parsed.records.filter((record) => record.excluded === null);
    const island = taken.find((record) => record.values.name === 'Island School')!;
    // Sha Tin is a town of Hong Kong: a parent looks for the school in Hong Kong.
    expect(island.values).toMatchObject({ city: 'Hong Kong', countryCode: 'HK' });
    expect(island.signals).toEqual(['operator']);
    expect(island.operator).toBe('English Schools Foundation');
    expect(taken.map((record) => record.values.name)).toEqual(
      expect.arrayContaining([
        'Hong Kong Academy',
        'Kellett School',
        'Hong Kong Japanese School',
        'Li Po Chun United World College',
        'Victoria Shanghai Academy',
      ]),
    );
    expect(taken.length).toBeGreaterThanOrEqual(38);
    const han = parsed.records.find((record) => record.values.name === 'Han Academy')!;
    expect(han.excluded).toBe('notInternational');
    // A kindergarten is not a school; a school out at sea has no city or country to be in.
    expect(parsed.refused.map((record) => record.reason).sort()).toEqual([
      'noCountry',
      'noName',
      'notSchool',
    ]);
  });

  it('knows a chain of low-cost schools by its operator, and international schools by their tags and names', () => {
    const features = [
      {
        amenity: 'school',
        name: 'Bridge International Academy Kawangware',
        operator: 'Bridge International Academies',
      },
      { amenity: 'school', name: 'Deutsche Schule Nairobi' },
      { amenity: 'school', name: 'Riverside Academy', 'language:de': 'main' },
    ].map((properties, index) => ({
      type: 'Feature',
      id: `node/${index + 1}`,
      properties: { ...properties, 'addr:city': 'Nairobi' },
      geometry: { type: 'Point', coordinates: [36.8, -1.28] },
    }));
    const parsed = read({ type: 'FeatureCollection', features }, 'KE');
    expect(parsed.records.map((record) => [record.excluded, record.signals])).toEqual([
      ['lowCostChain', ['name']],
      [null, ['name']],
      [null, ['language:de']],
    ]);
  });

  it.each([
    [{ 'school:type': 'international' }, 'school:type'],
    [{ international: 'yes' }, 'international'],
    [{ curriculum: 'IB' }, 'curriculum'],
    [{ name: 'Scuola Internazionale di Roma' }, 'name'],
    [{ name: '香港國際學校' }, 'name'],
    [{ name: 'Riverside', 'name:ja': 'リバーサイド・インターナショナルスクール' }, 'name:ja'],
    [{ name: 'Riverside', operator: 'Nord Anglia Education' }, 'operator'],
  ])('reads %o as an international school (%s)', (tags, signal) => {
    expect(readInternational(tags, [], 'IT').signals).toContain(signal);
  });

  it('does not take a school teaching in its country’s own language, nor a local name, for an international one', () => {
    expect(
      readInternational({ name: 'Collège Saint-Martin', 'language:fr': 'main' }, ['fr'], 'FR').signals,
    ).toEqual([]);
    expect(readInternational({ name: 'Kowloon Tong School' }, ['en'], 'HK').signals).toEqual([]);
  });
});
