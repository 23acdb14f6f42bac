import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInternationalSchool } from './international-school-rule';
import { osmSchoolsOf } from './osm-schools';

const fixture = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../../../tests/fixtures/osm-schools.geojson'),
    'utf8',
  ),
);

describe('OpenStreetMap schools', () => {
  it('takes the international schools of an extract, and says why it leaves out the others', () => {
    const parsed = osmSchoolsOf(fixture)!;
    expect(parsed.candidates.map((candidate) => candidate.reference)).toEqual([
      'node/9100000001',
      'way/9200000002',
      'node/9100000005',
      'node/9100000006',
      'node/9100000010',
    ]);
    expect(parsed.skipped.map((record) => [record.line, record.reason])).toEqual([
      [3, 'notInternational'],
      [4, 'noName'],
      [7, 'noCity'],
      [8, 'noCountry'],
      [9, 'notSchool'],
    ]);
    expect(parsed.candidates[0]!.values).toEqual({
      name: 'International School of Lakeside',
      countryCode: 'CH',
      city: 'Genève',
      address: '12 Route de Lakeside, 1208',
      latitude: 46.1951,
      longitude: 6.1701,
      website: 'https://lakeside-school.example',
      email: undefined,
      phone: '+41 22 000 00 01',
      languages: ['en', 'fr'],
    });
  });

  it('places a polygon at its centroid and reads languages by name', () => {
    const parc = osmSchoolsOf(fixture)!.candidates[1]!.values;
    expect([parc.latitude, parc.longitude]).toEqual([45.765, 4.835]);
    expect(parc.languages).toEqual(['fr', 'en']);
    expect(parc.website).toBe('https://parc-ecole.example/fr');
  });

  it('takes the extract’s country, when the admin gives one, for features without addr:country', () => {
    const parsed = osmSchoolsOf(fixture, { country: 'MT' })!;
    expect(parsed.candidates.find((c) => c.reference === 'node/9100000008')?.values.countryCode).toBe('MT');
    const named = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'British School of Porto', 'addr:country': 'Portugal', 'addr:city': 'Porto' },
        },
      ],
    };
    const countryCodeOf = (text: string) => (text === 'Portugal' ? 'PT' : undefined);
    expect(osmSchoolsOf(named, { countryCodeOf })!.candidates[0]?.values.countryCode).toBe('PT');
  });

  it('reads osmtogeojson’s nested tags too, and refuses what is not a FeatureCollection', () => {
    const nested = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'node/1',
          properties: {
            tags: {
              amenity: 'school',
              name: 'Deutsche Schule Lissabon',
              'addr:country': 'PT',
              'addr:city': 'Lisboa',
            },
          },
          geometry: { type: 'Point', coordinates: [-9.2, 38.75] },
        },
      ],
    };
    expect(osmSchoolsOf(nested)?.candidates[0]?.values.name).toBe('Deutsche Schule Lissabon');
    expect(osmSchoolsOf({ type: 'Feature' })).toBeNull();
    expect(osmSchoolsOf([])).toBeNull();
  });

  it.each([
    [{ 'school:type': 'international' }, 'Riverside Academy', true],
    [{ international: 'yes' }, 'Riverside Academy', true],
    [{ curriculum: 'IB' }, 'Riverside Academy', true],
    [{}, 'Scuola Internazionale di Roma', true],
    [{}, 'British School of Lisbon', true],
    [{}, 'École internationale de Genève', true],
    [{}, 'Collège Saint-Martin', false],
    [{ 'school:type': 'public' }, 'Riverside Academy', false],
  ])('finds %o %s international: %s', (tags, name, expected) => {
    expect(isInternationalSchool(tags, name)).toBe(expected);
  });
});
