import fs from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@/core/shared/languages';
import { foldText } from '../fold-text';

// The names cities are known by, from GeoNames (CC BY 4.0): city-names.tsv beside this file,
// written by scripts/build-city-names.ts (docs/decisions/094). One city a line: geonameid,
// country, population, primary name, then pairs of language and name (the 20 UI languages and
// the country's own; an empty name is the primary one). Read on first use: about 15,000 cities.

const DATA_FILE = path.join(import.meta.dirname, 'city-names.tsv');

interface GazetteerCity {
  country: string;
  population: number;
  /** Every name: the primary one first, then one per language. */
  names: string[];
  /** Language → name, for display. */
  byLanguage: Map<string, string>;
}

interface Gazetteer {
  /** Folded name → the cities known by it, anywhere. */
  byName: Map<string, GazetteerCity[]>;
  /** Country and folded name → the most populous city of that country known by it. */
  byPlace: Map<string, GazetteerCity>;
}

let gazetteer: Gazetteer | undefined;

const placeKey = (country: string, name: string) => `${country}\t${foldText(name.trim())}`;

/** A name as its words, folded, one space apart: `Нью-Йорк` and `St. Louis` as a search splits them. */
const wordsKey = (name: string) =>
  foldText(name)
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean)
    .join(' ');

function load(): Gazetteer {
  const byName = new Map<string, GazetteerCity[]>();
  const byPlace = new Map<string, GazetteerCity>();
  for (const line of fs.readFileSync(DATA_FILE, 'utf8').split('\n')) {
    const [, country = '', population = '0', primary = '', ...pairs] = line.split('\t');
    if (!primary) continue;
    const city: GazetteerCity = {
      country,
      population: Number(population),
      names: [primary],
      byLanguage: new Map(),
    };
    for (let index = 0; index + 1 < pairs.length; index += 2) {
      const name = pairs[index + 1] || primary;
      city.byLanguage.set(pairs[index]!, name);
      if (!city.names.includes(name)) city.names.push(name);
    }
    for (const name of city.names) {
      const folded = foldText(name);
      for (const key of new Set([folded, wordsKey(name)])) {
        const known = byName.get(key);
        if (!known) byName.set(key, [city]);
        else if (!known.includes(city)) known.push(city);
      }
      const key = `${country}\t${folded}`;
      const other = byPlace.get(key);
      if (!other || other.population < city.population) byPlace.set(key, city);
    }
  }
  return { byName, byPlace };
}

const cities = () => {
  gazetteer ??= load();
  return gazetteer;
};

/**
 * Every name of the cities one of whose names is this word, accents and case ignored
 * (`München` → Munich, München, Monaco di Baviera, Мюнхен, 慕尼黑…), or these words
 * (`nueva york`, `нью йорк`: a name's words as a search splits them); none for a word no city is
 * called.
 */
export function cityNamesOf(word: string): string[] {
  const found = cities().byName.get(foldText(word.trim())) ?? [];
  return [...new Set(found.flatMap((city) => city.names))];
}

// Traditional Chinese readers get the traditional names GeoNames has, then the simplified ones.
const FALLBACK: Partial<Record<LanguageCode, LanguageCode>> = { 'zh-Hant': 'zh-Hans' };

/**
 * A school's city as a reader of `lang` writes it, where GeoNames knows the city in that
 * language (the most populous city of the country by that name); the stored name otherwise.
 */
export function cityNameIn(city: string, countryCode: string, lang: LanguageCode): string {
  if (!city.trim()) return city;
  const known = cities().byPlace.get(placeKey(countryCode.toUpperCase(), city));
  if (!known) return city;
  const fallback = FALLBACK[lang];
  return known.byLanguage.get(lang) ?? (fallback && known.byLanguage.get(fallback)) ?? city;
}
