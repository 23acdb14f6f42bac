import isoCountries from 'i18n-iso-countries';
import { countryName, listCountries } from '@/core/server/countries/countries';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { foldText } from '../fold-text';

interface CountryNames {
  code: string;
  /** Every name in the 20 languages, with the usual aliases (`UK`, `USA`), folded. */
  names: string[];
}

let countryIndex: CountryNames[] | undefined;
let countryWords: Map<string, Set<string>> | undefined;

// i18n-iso-countries has Simplified Chinese as `zh` and no Traditional Chinese (CLDR gives that one).
const isoLanguageOf = (lang: string) => (lang === 'zh-Hans' ? 'zh' : lang);

function countries(): CountryNames[] {
  countryIndex ??= listCountries().map((country) => {
    const names = new Set<string>();
    for (const lang of LANGUAGE_CODES) {
      names.add(foldText(countryName(country.code, lang)));
      const all = isoCountries.getName(country.code, isoLanguageOf(lang), { select: 'all' }) ?? [];
      for (const name of all) names.add(foldText(name));
    }
    return { code: country.code, names: [...names] };
  });
  return countryIndex;
}

/** Each word of a country name (4+ characters) and the countries whose names have it. */
function wordsOfCountryNames(): Map<string, Set<string>> {
  if (!countryWords) {
    countryWords = new Map();
    for (const country of countries()) {
      for (const name of country.names) {
        for (const word of name.split(/[\s\p{P}]+/u)) {
          if (word.length < 4) continue;
          const codes = countryWords.get(word) ?? new Set();
          codes.add(country.code);
          countryWords.set(word, codes);
        }
      }
    }
  }
  return countryWords;
}

/**
 * Countries a search word names in any of the 20 languages: a name equal to it (`德国`, `UK`),
 * or, from 3 characters, containing it (`allem` → Germany).
 */
export function countriesNamed(word: string): string[] {
  const needle = foldText(word.trim());
  if (!needle) return [];
  return countries()
    .filter((country) =>
      country.names.some((name) => name === needle || (needle.length >= 3 && name.includes(needle))),
    )
    .map((country) => country.code);
}

/**
 * Countries with a name word one typo away from the search word (two from 8 characters): a
 * letter missing, added, changed, or two swapped (`Allemange`, `Germny`). Words under 4
 * characters have too many neighbours to guess from.
 */
export function countriesNamedApproximately(word: string): string[] {
  const needle = foldText(word.trim());
  if (needle.length < 4) return [];
  const allowed = needle.length >= 8 ? 2 : 1;
  const codes = new Set<string>();
  for (const [candidate, candidateCodes] of wordsOfCountryNames()) {
    if (Math.abs(candidate.length - needle.length) > allowed) continue;
    if (editDistance(needle, candidate, allowed) <= allowed)
      for (const code of candidateCodes) codes.add(code);
  }
  return [...codes];
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, adjacent swaps),
 * giving up once it exceeds `limit`: only "close enough or not" matters here.
 */
export function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
