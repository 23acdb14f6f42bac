import { describe, expect, it } from 'vitest';
import { formatMapPosition, parseMapPosition, positionOfSegment, WORLD_POSITION } from './map-viewport';

describe('the map position in the address', () => {
  it('writes the centre rounded to 7 decimals and the zoom, as the spec says', () => {
    expect(formatMapPosition({ latitude: 1.290270123456, longitude: 103.851959876543, zoom: 12.4 })).toBe(
      '@1.2902701,103.8519599,12z',
    );
    expect(formatMapPosition({ latitude: -33.86, longitude: -151.2, zoom: 3 })).toBe('@-33.86,-151.2,3z');
  });

  it('reads back what it writes', () => {
    expect(parseMapPosition('@1.29,103.85,12z')).toEqual({ latitude: 1.29, longitude: 103.85, zoom: 12 });
    expect(parseMapPosition(formatMapPosition({ latitude: 48.8566, longitude: 2.3522, zoom: 15 }))).toEqual({
      latitude: 48.8566,
      longitude: 2.3522,
      zoom: 15,
    });
  });

  it('refuses anything else, and positions off the map', () => {
    for (const text of [
      '',
      '@1.29,103.85',
      '@1.29,103.85,12',
      '1.29,103.85,12z',
      '@91,0,3z',
      '@0,181,3z',
      '@0,0,25z',
      '@0,0,0z',
      '@a,b,3z',
    ]) {
      expect(parseMapPosition(text), text).toBeNull();
    }
  });

  it('reads a map page’s segment after its prefix: the world without one, null for another', () => {
    expect(positionOfSegment(undefined, 'add')).toEqual(WORLD_POSITION);
    expect(positionOfSegment('add@1.3,103.8,16z', 'add')).toEqual({
      latitude: 1.3,
      longitude: 103.8,
      zoom: 16,
    });
    expect(positionOfSegment('adding', 'add')).toBeNull();
    expect(positionOfSegment('map@1.3,103.8,16z', 'add')).toBeNull();
  });
});
