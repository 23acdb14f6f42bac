import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL, tileUrlOf } from './map-tiles';

const KEYED = 'https://api.maptiler.com/maps/streets/{z}/{x}/{y}.png?key={key}';

describe('the maps’ tile URL', () => {
  it('is OpenStreetMap’s unless MAP_TILE_URL names another', () => {
    expect(tileUrlOf({})).toBe(DEFAULT_TILE_URL);
    expect(tileUrlOf({ MAP_TILE_URL: '  ' })).toBe(DEFAULT_TILE_URL);
    expect(tileUrlOf({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' })).toBe(
      'https://tiles.example/{z}/{x}/{y}.png',
    );
  });

  it('carries the maps service key where the URL asks for it', () => {
    expect(tileUrlOf({ MAP_TILE_URL: KEYED, GOOGLE_MAPS_API_KEY: 'a b&c' })).toBe(
      'https://api.maptiler.com/maps/streets/{z}/{x}/{y}.png?key=a%20b%26c',
    );
  });

  it('falls back to OpenStreetMap’s when the URL needs a key and none is set', () => {
    expect(tileUrlOf({ MAP_TILE_URL: KEYED })).toBe(DEFAULT_TILE_URL);
    expect(tileUrlOf({ MAP_TILE_URL: KEYED, GOOGLE_MAPS_API_KEY: ' ' })).toBe(DEFAULT_TILE_URL);
  });
});
