import { describe, expect, it } from 'vitest';
import { nearbyCitiesOf, placePhrasesOf } from '../places/import-places';
import { type MatchSide, sameSchoolInFile, scoreMatch } from './school-match-score';

/** A school of a list: a name in a city, no coordinates unless given. */
const listed = (name: string, more: Partial<MatchSide> = {}): MatchSide => ({
  name,
  countryCode: 'HK',
  city: 'Hong Kong',
  latitude: null,
  longitude: null,
  ...more,
});

const compare = (a: MatchSide, b: MatchSide) =>
  scoreMatch(a, b, { places: placePhrasesOf(a), nearbyCities: nearbyCitiesOf(a.countryCode) });
const codes = (a: MatchSide, b: MatchSide) => compare(a, b).reasons.map((reason) => reason.code);

describe('whether two records are one school', () => {
  it.each([
    ['Hong Kong Academy', 'Anchors Academy Hong Kong'],
    ['West Island School', 'Island School'],
    ["St Paul's College", "St Paul's Convent School"],
    ['Harrow International School Hong Kong', 'Han Academy Hong Kong'],
    ['Discovery Bay International School', 'Discovery Bay College'],
    ['Sha Tin Junior School', 'Sha Tin College'],
    ['Kowloon Junior School', 'Hong Kong International School'],
  ])('%s is not %s, though both are in the city', (a, b) => {
    expect(compare(listed(a), listed(b)).verdict).not.toBe('same');
    expect(compare(listed(b), listed(a)).verdict).not.toBe('same');
  });

  it('does not take the city or the country for what names a school', () => {
    const singapore = (name: string) => listed(name, { countryCode: 'SG', city: 'Singapore' });
    const match = compare(singapore('Singapore American School'), singapore('RD American School Singapore'));
    expect(match.verdict).toBe('different');
    expect(match.reasons[0]).toMatchObject({ code: 'name.extraWords', detail: 'rd' });
    const cairo = (name: string) => listed(name, { countryCode: 'EG', city: 'Cairo' });
    expect(compare(cairo('Cairo English School'), cairo('Modern English School Cairo')).verdict).toBe(
      'different',
    );
  });

  it.each([
    ['(ESF) Island School', 'Island School Hong Kong', 'name.sameWords'],
    ['Shatin College', 'Sha Tin College', 'name.same'],
    ['International College Hong Kong', 'ICHK', 'name.initials'],
    [
      'Lycée Français International Victor Segalen',
      'French International School Victor Segalen',
      'name.sameWords',
    ],
    ['Internatinal School of Lakeside', 'International School of Lakeside', 'name.same'],
  ])('%s is %s', (a, b, reason) => {
    const match = compare(listed(a), listed(b));
    expect(match.verdict).toBe('same');
    expect(match.reasons.map((r) => r.code)).toContain(reason);
    expect(match.score).toBeGreaterThanOrEqual(80);
  });

  it('keeps campuses of one group apart, and says so', () => {
    const a = listed('Canadian International School (Tanjong Katong campus)', {
      countryCode: 'SG',
      city: 'Singapore',
    });
    const b = listed('Canadian International School – Lakeside Campus', {
      countryCode: 'SG',
      city: 'Singapore',
    });
    expect(compare(a, b)).toMatchObject({ verdict: 'different' });
    expect(codes(a, b)).toContain('campus.other');
  });

  it('weighs distance, website and phone, and a far school of the same name is another one', () => {
    const island = listed('Island School', {
      latitude: 22.3943,
      longitude: 114.2031,
      website: 'https://www.island.edu.hk',
      phone: '+852 2524 7135',
    });
    const near = listed('Island School Hong Kong', {
      latitude: 22.3951,
      longitude: 114.2042,
      website: 'http://island.edu.hk/',
      phone: '2524 7135',
    });
    expect(codes(island, near)).toEqual(['name.sameWords', 'place.near', 'website.sameHost', 'phone.same']);
    expect(compare(island, near).score).toBe(100);
    const far = listed('Island School', { latitude: 22.2, longitude: 113.9 });
    expect(compare(island, far).verdict).toBe('different');
  });

  it('reads Shatin and Sha Tin, Kowloon and Hong Kong as one place', () => {
    const shatin = listed('Renaissance College', { city: 'Shatin' });
    const hongKong = listed('Renaissance College', { city: 'Sha Tin' });
    expect(codes(shatin, hongKong)).toContain('place.sameCity');
    const kowloon = listed('Renaissance College', { city: 'Kowloon' });
    expect(codes(kowloon, listed('Renaissance College'))).toContain('place.nearbyCity');
  });

  it('takes one dataset record for one school, whatever its name became', () => {
    const renamed = listed('Old Name Academy', { references: ['osm:node/1'] });
    expect(compare(renamed, listed('New Name College', { references: ['osm:node/1'] })).verdict).toBe('same');
  });

  it('finds two rows of one file the same school only when name and place agree', () => {
    const places = placePhrasesOf(listed('x'));
    const pokFuLam = listed('Kellett School', { address: '7 Wah Lok Path, Pok Fu Lam' });
    const kowloonBay = listed('Kellett School', { address: '2 Lam Chak Street, Kowloon Bay' });
    expect(sameSchoolInFile(pokFuLam, kowloonBay, places)).toBeNull();
    expect(sameSchoolInFile(pokFuLam, listed('Kellett School'), places)).not.toBeNull();
    const near = (lat: number) => listed('Kellett School', { latitude: lat, longitude: 114.13 });
    expect(sameSchoolInFile(near(22.26), near(22.261), places)).not.toBeNull();
    expect(sameSchoolInFile(near(22.26), near(22.32), places)).toBeNull();
  });
});
