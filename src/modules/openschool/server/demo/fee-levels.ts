import type { Random } from './random';

/*
 * Plausible yearly tuition for demo schools, in US dollars. Not data: orders of magnitude from
 * public fee surveys of international schools (ISC Research, school websites) are enough to make
 * sorting, filtering and charts look real. Each country has a median; schools spread around it
 * log-normally (fees are skewed: a few very expensive schools, many mid-priced ones).
 */

export const MIN_FEE_USD = 2_000;
export const MAX_FEE_USD = 45_000;
/** Share of schools that publish no fee: the UI must cope with a missing value. */
export const UNKNOWN_FEE_SHARE = 0.08;

// Where no market is listed: what a mid-range international school charges on that continent.
const CONTINENT_MEDIAN_USD: Record<string, number> = {
  Africa: 7_000,
  Asia: 11_000,
  Europe: 14_000,
  'North America': 14_000,
  'South America': 9_000,
  Oceania: 13_000,
  Antarctica: 15_000,
};
const DEFAULT_MEDIAN_USD = 10_000;

// Markets whose fees are far from their continent's: expatriate hubs with high salaries and
// rents (Switzerland, Hong Kong, Singapore, the Gulf, China's tier-1 cities) and markets where
// most international schools serve local families at lower prices (South Asia, parts of Africa).
const MARKET_MEDIAN_USD: Record<string, number> = {
  CH: 30_000,
  US: 27_000,
  GB: 25_000,
  CN: 26_000,
  SG: 26_000,
  KR: 25_000,
  HK: 24_000,
  JP: 23_000,
  BE: 22_000,
  LU: 22_000,
  TW: 20_000,
  NL: 19_000,
  NO: 19_000,
  DK: 18_000,
  SE: 17_000,
  AE: 17_000,
  QA: 17_000,
  FR: 17_000,
  DE: 17_000,
  AT: 17_000,
  AU: 18_000,
  CA: 18_000,
  SA: 13_000,
  KW: 12_000,
  TH: 14_000,
  ID: 13_000,
  VN: 13_000,
  BR: 13_000,
  MX: 11_000,
  MY: 9_000,
  KE: 11_000,
  TZ: 10_000,
  NG: 9_000,
  ZA: 8_000,
  IN: 5_000,
  PK: 3_500,
  BD: 4_000,
  NP: 3_000,
  LK: 4_500,
  EG: 6_000,
  MA: 6_500,
  ET: 5_000,
  UG: 5_500,
  GH: 6_500,
  PH: 7_000,
};

/** Spread within one market: about a third of schools charge over 1.5× or under 2/3 of the median. */
const FEE_SIGMA = 0.45;

/** The median yearly fee of an international school in this country, in US dollars. */
export function medianFeeUsd(country: { code: string; continent: string }): number {
  return MARKET_MEDIAN_USD[country.code] ?? CONTINENT_MEDIAN_USD[country.continent] ?? DEFAULT_MEDIAN_USD;
}

/**
 * A yearly fee in whole US dollars (rounded to 50, as schools publish them), or null when unknown.
 * Capitals and the largest cities charge more: that is where expatriate families and rents are.
 * `cityRank` is the city's position by population in its country, 0 for the largest.
 */
export function sampleYearlyFeeUsd(
  random: Random,
  country: { code: string; continent: string },
  city: { isCapital: boolean; cityRank: number },
): number | null {
  if (random.chance(UNKNOWN_FEE_SHARE)) return null;
  const cityFactor = city.isCapital || city.cityRank === 0 ? 1.15 : city.cityRank < 5 ? 1.07 : 1;
  const median = medianFeeUsd(country) * cityFactor;
  // Redraw outside the range rather than clamp: clamping would pile expensive markets on 45,000.
  let fee = random.lognormal(median, FEE_SIGMA);
  for (let attempt = 0; attempt < 8 && (fee < MIN_FEE_USD || fee > MAX_FEE_USD); attempt++) {
    fee = random.lognormal(median, FEE_SIGMA);
  }
  const clamped = Math.min(MAX_FEE_USD, Math.max(MIN_FEE_USD, fee));
  return Math.round(clamped / 50) * 50;
}
