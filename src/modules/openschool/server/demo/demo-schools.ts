import type { Insertable } from 'kysely';
import { v7 } from 'uuid';
import type { City } from '@/core/server/countries/countries';
import { slugify } from '@/core/shared/slug';
import type { SchoolTable } from '../tables';
import { allocateQuotas, chooseDemoCountries, type DemoCountry } from './demo-countries';
import { sampleYearlyFeeUsd } from './fee-levels';
import { Random, weightedPicker } from './random';
import { schoolName } from './school-names';

export type NewSchoolRow = Insertable<SchoolTable>;

export interface DemoSchoolOptions {
  count: number;
  seed: number;
  /** End of the creation period; pass it for reproducible output. Defaults to the current time. */
  now?: Date;
}

const HISTORY_MS = 3 * 365.25 * 24 * 3600 * 1000;
const JITTER_KM = 4;
const KM_PER_DEGREE = 111.32;

interface RankedCity extends City {
  rank: number;
}

/*
 * International schools sit where expatriates live: the capital and the big cities. A country's
 * schools go to its largest cities only, more of them as the country gets more schools (a
 * thousand schools in Spain reach beyond Madrid and Barcelona), weighted super-linearly by
 * population, with the capital favoured (embassies, international organisations).
 */
function cityPickerFor(cities: readonly City[], quota: number): (random: Random) => RankedCity {
  const poolSize = Math.min(cities.length, Math.max(5, Math.ceil(4 * Math.sqrt(quota))));
  const pool = cities.slice(0, poolSize).map((city, rank) => ({ ...city, rank }));
  return weightedPicker(pool, (city) => Math.max(1, city.population) ** 1.2 * (city.isCapital ? 3 : 1));
}

/** A point a few kilometres from the city's centre, uniform over the disc. */
function nearby(random: Random, city: City): { latitude: number; longitude: number } {
  const distanceKm = JITTER_KM * Math.sqrt(random.next());
  const angle = 2 * Math.PI * random.next();
  const latitude = Math.max(
    -90,
    Math.min(90, city.latitude + (distanceKm * Math.cos(angle)) / KM_PER_DEGREE),
  );
  const kmPerLongitude = KM_PER_DEGREE * Math.max(0.01, Math.cos((latitude * Math.PI) / 180));
  let longitude = city.longitude + (distanceKm * Math.sin(angle)) / kmPerLongitude;
  if (longitude > 180) longitude -= 360;
  if (longitude < -180) longitude += 360;
  // Five decimals is about a metre: finer digits would be noise.
  return { latitude: Math.round(latitude * 1e5) / 1e5, longitude: Math.round(longitude * 1e5) / 1e5 };
}

function demoSchool(random: Random, { country }: DemoCountry, city: RankedCity, nowMs: number): NewSchoolRow {
  const createdMs = Math.floor(nowMs - random.next() * HISTORY_MS);
  // Most schools are edited soon after creation, or never; cubing skews updates towards creation.
  const updatedMs = createdMs + Math.floor(random.next() ** 3 * (nowMs - createdMs));
  const name = schoolName(random, country.languages, city.name);
  const fee = sampleYearlyFeeUsd(random, country, { isCapital: city.isCapital, cityRank: city.rank });
  return {
    // Time-ordered like real rows, yet reproducible: the PRNG supplies the random bits.
    id: v7({ msecs: createdMs, random: random.bytes(16) }),
    name,
    slug: slugify(name),
    city: city.name,
    country_code: country.code,
    ...nearby(random, city),
    avg_fees_usd_cents: fee === null ? null : fee * 100,
    is_demo: true,
    created_at: new Date(createdMs),
    updated_at: new Date(updatedMs),
  };
}

/**
 * Fictional schools for demos and load tests, spread over about 100 countries by the size of
 * their international school markets. Deterministic: the same count, seed and `now` give the
 * same rows. A generator, so a million rows never sit in memory at once.
 */
export function* generateDemoSchools(options: DemoSchoolOptions): Generator<NewSchoolRow> {
  const { count, seed } = options;
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0`);
  const nowMs = (options.now ?? new Date()).getTime();
  const random = new Random(seed);
  const countries = chooseDemoCountries(random).slice(0, count);
  const remaining = allocateQuotas(
    count,
    countries.map((entry) => entry.weight),
  );
  const pickCity = countries.map((entry, index) => cityPickerFor(entry.cities, remaining[index] ?? 1));
  // Drawing each row's country by the quota left interleaves the countries, and ends exactly
  // on the quotas: every chosen country gets its share, whatever the order.
  for (let left = count; left > 0; left--) {
    let target = Math.floor(random.next() * left);
    let index = 0;
    while (target >= (remaining[index] as number)) {
      target -= remaining[index] as number;
      index++;
    }
    remaining[index] = (remaining[index] as number) - 1;
    const country = countries[index] as DemoCountry;
    const city = (pickCity[index] as (random: Random) => RankedCity)(random);
    yield demoSchool(random, country, city, nowMs);
  }
}
