import { countryNames } from '@/core/server/countries/countries';
import { type PlacePhrases, placePhraseOf } from '../matching/name-key';
import { foldedWords } from '../matching/name-words';
import { citiesNear, cityNamed } from './city-locator';

/** How far around a school the towns' names are place words in its name (a metropolitan area). */
const AROUND_KM = 30;

const glued = (text: string) => foldedWords(text).join('');

/** The country's names in the 20 languages, as place phrases: "Singapore American School" says where. */
const countryPhrases = new Map<string, string[][]>();
function phrasesOfCountry(countryCode: string): string[][] {
  let phrases = countryPhrases.get(countryCode);
  if (!phrases) {
    phrases = [...new Set(Object.values(countryNames(countryCode)))].map(placePhraseOf);
    countryPhrases.set(countryCode, phrases);
  }
  return phrases;
}

/** Where a record is, as the matching needs it. */
export interface RecordPlace {
  countryCode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The place names that may appear in a school's name without saying which school it is: its
 * country's names, its city, and the towns within 30 km (Hong Kong's Sha Tin, Kowloon…). Only
 * those around the school: a town elsewhere ("Lincoln") may well be a school's own name.
 */
export function placePhrasesOf(place: RecordPlace): PlacePhrases {
  const around =
    place.latitude !== null && place.longitude !== null
      ? { latitude: place.latitude, longitude: place.longitude }
      : cityNamed(place.countryCode, place.city, glued);
  const towns = around ? citiesNear(around.latitude, around.longitude, AROUND_KM, place.countryCode) : [];
  return [
    ...phrasesOfCountry(place.countryCode),
    placePhraseOf(place.city),
    ...towns.map((entry) => placePhraseOf(entry.city.name)),
  ];
}

/** Whether two city names of a country are places less than 30 km apart ("Kowloon", "Hong Kong"). */
export function nearbyCitiesOf(countryCode: string): (a: string, b: string) => boolean {
  return (a, b) => {
    const [first, second] = [cityNamed(countryCode, a, glued), cityNamed(countryCode, b, glued)];
    if (!first || !second) return false;
    return citiesNear(first.latitude, first.longitude, AROUND_KM, countryCode).some(
      (entry) => entry.city === second,
    );
  };
}
