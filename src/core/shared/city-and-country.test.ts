import { describe, expect, it } from 'vitest';
import { cityAndCountry, cityNamesCountry } from './city-and-country';

describe('cityAndCountry', () => {
  it.each([
    ['Lyon', 'France', 'Lyon, France'],
    ['Singapore', 'Singapore', 'Singapore'],
    ['Luxembourg', 'Luxembourg', 'Luxembourg'],
    // Accents, case and spacing aside.
    ['Monaco ', 'MONACO', 'Monaco'],
    ['Mónakó', 'Monako', 'Mónakó'],
    ['Hong-Kong', 'Hong Kong', 'Hong-Kong'],
    // In the page's language: the French name of Singapore is another word.
    ['Singapore', 'Singapour', 'Singapore, Singapour'],
    ['シンガポール', 'シンガポール', 'シンガポール'],
    ['东京', '日本', '东京, 日本'],
    // A city in its country's name is still another place.
    ['Bissau', 'Guinea-Bissau', 'Bissau, Guinea-Bissau'],
    ['Kuwait City', 'Kuwait', 'Kuwait City, Kuwait'],
    ['', 'France', 'France'],
  ])('%s in %s → %s', (city, country, line) => {
    expect(cityAndCountry(city, country)).toBe(line);
  });

  it('never takes two names without letters for the same', () => {
    expect(cityNamesCountry('—', '·')).toBe(false);
    expect(cityNamesCountry('Paris', 'France')).toBe(false);
    expect(cityNamesCountry('gibraltar', 'Gibraltar')).toBe(true);
  });
});
