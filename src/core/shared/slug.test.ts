import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['France', 'france'],
    ["Côte d'Ivoire", 'cote-d-ivoire'],
    ['Bosnia & Herzegovina', 'bosnia-herzegovina'],
    ['  São Tomé and Príncipe ', 'sao-tome-and-principe'],
    ['Deutsche Schule München', 'deutsche-schule-munchen'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['Åland Islands', 'aland-islands'],
    ['Lycée Français 2', 'lycee-francais-2'],
    ['---', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
