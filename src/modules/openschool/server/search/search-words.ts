import type { Db } from '@/core/server/db/database';
import { cityNamesOf } from '../cities/city-names';
import { foldText } from '../fold-text';
import { countriesNamed, countriesNamedApproximately } from './search-countries';
import { searchWordCounts, similarSearchWords } from './search-reference';
import type { SearchWord } from './search-repository';

/** More words than this are ignored: a search box query is a few words. */
const MAX_WORDS = 8;
/** The most words a city's name is typed in (`San Cristóbal de las Casas`). */
const MAX_CITY_WORDS = 4;
/** Close words of school names and cities tried for each misspelt word. */
const CORRECTIONS_PER_WORD = 3;
/** A word in more than this share of the listed schools is common (see planSearch). */
const COMMON_SHARE = 0.1;

/**
 * The words of a search text. Single letters are left out when there are other words: one
 * letter is in nearly every name (`Lycée A Dumas` finds what `Lycée Dumas` finds).
 */
export function searchWordsOf(text: string): string[] {
  const words = text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean);
  const useful = words.filter((word) => !/^\p{L}$/u.test(word));
  return (useful.length > 0 ? useful : words).slice(0, MAX_WORDS);
}

/**
 * A word that is a city's name in some language also finds the city by its other names (GeoNames):
 * `München` finds schools in `Munich`. Names under three characters are left out (`北京` for
 * `Beijing`): the trigram index cannot serve them, and one would make the search read every school.
 */
function cityPatterns(word: string, phraseNames: readonly string[]): string[] {
  const names = [...cityNamesOf(word), ...phraseNames].filter((name) => [...name].length >= 3);
  return names.length > 0 ? withoutContaining([word, ...names]) : [word];
}

/**
 * For each word, the names of the city that a run of words holding it names (`Nueva York` → New
 * York, Nowy Jork, 紐約市…), the longest run from each word first; none for a word in no such run.
 */
function cityPhraseNames(words: string[]): string[][] {
  const names = words.map((): string[] => []);
  for (let start = 0; start < words.length; start++) {
    for (let end = Math.min(words.length, start + MAX_CITY_WORDS); end - start >= 2; end--) {
      const found = cityNamesOf(words.slice(start, end).join(' '));
      if (found.length === 0) continue;
      for (let index = start; index < end; index++) names[index]!.push(...found);
      break;
    }
  }
  return names;
}

/**
 * Each word as typed, or as another name of the city it names alone or with the words beside it
 * (`Nueva York` finds New York: each of its words may be the city's name): contained in the name
 * or city, or naming the country in any language. A word still matches as typed, so a school
 * named `Lycée Saint-Louis` is found by `Saint Louis` as before.
 */
export function exactSearch(words: string[]): SearchWord[] {
  const phraseNames = cityPhraseNames(words);
  return words.map((word, index) => ({
    patterns: cityPatterns(word, phraseNames[index]!),
    countryCodes: countriesNamed(word),
  }));
}

/**
 * The patterns without those containing another (folded): `bang` matches all `bangkok` would, so
 * the search's expression stays short.
 */
function withoutContaining(patterns: string[]): string[] {
  const folded = [...new Set(patterns.map(foldText))];
  return patterns.filter((pattern, index) => {
    const own = foldText(pattern);
    if (patterns.findIndex((other) => foldText(other) === own) !== index) return false;
    return !folded.some((other) => other !== own && own.includes(other));
  });
}

/**
 * The search tolerating typos, for when the words as typed find nothing: each word may also be
 * one of the closest words of school names and cities (`Internatinal` → `international`), or
 * name a country with a typo (`Allemange`). Undefined when no word has a close alternative.
 */
export async function approximateSearch(db: Db, words: string[]): Promise<SearchWord[] | undefined> {
  const exact = exactSearch(words);
  // Trigrams say nothing useful about a word of one or two letters.
  const corrections = await similarSearchWords(
    db,
    words.filter((word) => [...word].length >= 3),
    CORRECTIONS_PER_WORD,
  );
  let changed = false;
  const approximate = exact.map((word, index) => {
    const typed = words[index]!;
    const folded = foldText(typed);
    const close = corrections.get(typed) ?? [];
    // A word some school has as it is was not misspelt: its neighbours would only widen the search.
    const misspelt = close.length > 0 && !close.includes(folded);
    const patterns = withoutContaining([...word.patterns, ...(misspelt ? close : [])]);
    const countryCodes = new Set([...word.countryCodes, ...countriesNamedApproximately(typed)]);
    // Not "more patterns": `holly` alone, which `hollysde` and `hollyside` contain, is a change too.
    const samePatterns =
      patterns.length === word.patterns.length && patterns.every((p, i) => p === word.patterns[i]);
    if (!samePatterns || countryCodes.size > word.countryCodes.length) changed = true;
    // `hollyside` may be left out of the patterns for `holly`, which finds it too: kept to rank by.
    return { patterns, countryCodes: [...countryCodes], ...(misspelt ? { closest: close[0] } : {}) };
  });
  return changed ? approximate : undefined;
}

/** A search's words ready for the list query, or the news that they cannot find anything. */
export interface SearchPlan {
  words: SearchWord[];
  /**
   * A word of three letters or more is in no school's name or city and names no country: no
   * need to query the schools. (Every such word is within a word counted in school_search_word.)
   */
  findsNothing: boolean;
}

/**
 * What school_search_word counts of a pattern: the pattern itself when it is one word, else its
 * words of 3+ characters (`Monaco di Baviera`, another name of a city).
 */
function countedParts(pattern: string): string[] {
  const parts = pattern.split(/[\s\p{P}\p{S}]+/u).filter(Boolean);
  return parts.length <= 1 ? [pattern] : parts.filter((part) => [...part].length >= 3);
}

/**
 * The search's words with the common ones marked: those in more than a tenth of the listed
 * schools ("international", "school", a country's name), by the counts of the words of names
 * and cities and the per-country counts. The database finds the schools through the rare
 * words' trigram index and checks the common words on those rows; when every word is common,
 * the rarest still goes through the index. A pattern of 3+ characters that no school's words
 * contain is left out (a city's names nobody uses: `Мюнхен` when schools say `Munich`), unless it
 * is the word's last: the search's expression then holds only what can match.
 */
export async function planSearch(db: Db, words: SearchWord[]): Promise<SearchPlan> {
  if (words.length === 0) return { words, findsNothing: false };
  const parts = new Map(words.flatMap((word) => word.patterns.map((p) => [p, countedParts(p)] as const)));
  const counts = await searchWordCounts(
    db,
    [...new Set([...parts.values()].flat())],
    [...new Set(words.flatMap((word) => word.countryCodes))],
  );
  // The schools of a pattern's rarest word: an upper bound of the pattern's. Unknown: no word counted.
  const patternCount = (pattern: string) => {
    const counted = parts.get(pattern) ?? [];
    return counted.length === 0 ? undefined : Math.min(...counted.map((p) => counts.patterns.get(p) ?? 0));
  };
  const absent = (pattern: string) => [...pattern].length >= 3 && patternCount(pattern) === 0;
  const kept = words.map((word) => {
    const patterns = word.patterns.filter((pattern) => !absent(pattern));
    return patterns.length > 0 ? { ...word, patterns } : word;
  });
  const schools = kept.map(
    (word) =>
      word.patterns.reduce((sum, pattern) => sum + (patternCount(pattern) ?? 0), 0) +
      word.countryCodes.reduce((sum, code) => sum + (counts.countries.get(code) ?? 0), 0),
  );
  const findsNothing = kept.some(
    (word) => word.countryCodes.length === 0 && word.patterns.every((pattern) => absent(pattern)),
  );
  const rarest = schools.indexOf(Math.min(...schools));
  return {
    words: kept.map((word, index) => ({
      ...word,
      common: index !== rarest && schools[index]! > counts.listed * COMMON_SHARE,
    })),
    findsNothing,
  };
}
