import { type City, type Country, citiesOf, listCountries } from '@/core/server/countries/countries';
import type { Random } from './random';

/** How many countries one demo data set spreads over. */
export const DEMO_COUNTRY_COUNT = 100;

// Relative size of the international school markets, roughly after ISC Research's yearly counts:
// China, India and the UAE have the most schools, then South and South-East Asia, the Gulf,
// Nigeria, Japan, Spain... Both which countries a seed picks and how many schools each gets follow it.
// biome-ignore format: a table reads better than 80 lines
const MARKET_WEIGHT: Record<string, number> = {
  CN: 30, IN: 28, AE: 25, PK: 15, ID: 14, NG: 12, MY: 12, TH: 12, JP: 11, SA: 11,
  ES: 10, EG: 10, VN: 10, GB: 9, US: 9, HK: 8, QA: 8, BR: 8, MX: 8, DE: 7, SG: 7,
  KR: 6, CH: 6, FR: 6, TR: 6, KE: 6, PH: 6, NL: 5, IT: 5, KW: 5, ZA: 5,
  BH: 4, OM: 4, AR: 4, CO: 4, BE: 4, AU: 4, CA: 4, RU: 4, GH: 4, BD: 4, TW: 4,
  PE: 3, CL: 3, PL: 3, PT: 3, TZ: 3, ET: 3, LK: 3, KH: 3, MM: 3, KZ: 3,
  LU: 2, NO: 2, NZ: 2, NP: 2, MN: 2, SE: 2, DK: 2, AT: 2, CZ: 2, HU: 2, RO: 2, GR: 2,
  IL: 2, JO: 2, LB: 2, MA: 2, UG: 2, CI: 2, SN: 2, CR: 2, PA: 2, EC: 2, UY: 2,
};

// Elsewhere: a few schools in countries with a real city, rarely any on small islands.
function defaultWeight(largestCity: City): number {
  if (largestCity.population >= 1_000_000) return 2;
  return largestCity.population >= 100_000 ? 1 : 0.3;
}

export interface DemoCountry {
  country: Country;
  weight: number;
  /** Largest first, as citiesOf() returns them. */
  cities: readonly City[];
}

/**
 * Draws `howMany` countries without replacement, each with probability by its market weight
 * (Efraimidis–Spirakis: the largest keys u^(1/w) win). The big markets are nearly always in;
 * the seed decides the long tail. Heaviest keys come first.
 */
export function chooseDemoCountries(random: Random, howMany = DEMO_COUNTRY_COUNT): DemoCountry[] {
  const candidates: (DemoCountry & { key: number })[] = [];
  for (const country of listCountries()) {
    const cities = citiesOf(country.code);
    const largest = cities[0];
    if (!largest || country.continent === 'Antarctica') continue;
    const weight = MARKET_WEIGHT[country.code] ?? defaultWeight(largest);
    // log(u)/w orders like u^(1/w) without underflow; 1 - next() avoids log(0).
    candidates.push({ country, weight, cities, key: Math.log(1 - random.next()) / weight });
  }
  candidates.sort((a, b) => b.key - a.key);
  return candidates.slice(0, howMany).map(({ key: _key, ...chosen }) => chosen);
}

/**
 * Splits `total` schools over countries in proportion to their weights, every country getting
 * at least one when there are enough (largest remainder method, so the sum is exact).
 */
export function allocateQuotas(total: number, weights: readonly number[]): number[] {
  const floor = total >= weights.length ? 1 : 0;
  const rest = total - floor * weights.length;
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const exact = weights.map((weight) => (sum > 0 ? (rest * weight) / sum : 0));
  const quotas = exact.map((share) => floor + Math.floor(share));
  let missing = total - quotas.reduce((acc, quota) => acc + quota, 0);
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    quotas[index] = (quotas[index] ?? 0) + 1;
    missing--;
  }
  return quotas;
}
