import { foldedWords, type NameWord, nameWordOf } from './name-words';

/**
 * A school's name taken apart for comparison:
 * - `words`: every word of the main name in order, generic ones included (for initials and for
 *   names made only of generic and place words, such as "Hong Kong Academy");
 * - `distinctive`: the words that say which school, without the place's words ("Island School
 *   Hong Kong" → `island`);
 * - `concepts`: the generic words as concepts, whatever their language;
 * - `kinds`: the kinds of institution the name says (school, college…);
 * - `qualifiers`: words in brackets, which say who runs it or where ("(ESF) Island School");
 * - `campus`: the words naming a campus ("… – Lakeside Campus", "… (Tanjong Katong campus)").
 */
export interface NameKey {
  words: string[];
  distinctive: string[];
  concepts: string[];
  kinds: string[];
  qualifiers: string[];
  campus: string | null;
  /** The place names the name holds besides its own city's, each as one run of letters. */
  places: string[];
  /** The name as typed, all capitals and 2 to 6 letters (`ICHK`): perhaps initials. */
  acronym: string | null;
}

/**
 * Place names as word sequences (`["sha", "tin"]`), whose words say where a school is rather
 * than which one: the school's city, its country, the larger cities around.
 */
export type PlacePhrases = readonly (readonly string[])[];

/** The words of a place name, folded like a school name's. */
export const placePhraseOf = (name: string): string[] => foldedWords(name);

/**
 * Removes every place phrase from the words, also written as one word ("shatin" for "Sha Tin");
 * `removed` gets each phrase taken out, glued.
 */
function withoutPlaces(words: NameWord[], places: PlacePhrases, removed: Set<string>): NameWord[] {
  const kept = [...words];
  const phrases = [...places].filter((phrase) => phrase.length > 0).sort((a, b) => b.length - a.length);
  for (const phrase of phrases) {
    const glued = phrase.join('');
    for (let i = 0; i < kept.length; i++) {
      if (kept[i]!.kind !== 'distinctive') continue;
      const span = kept.slice(i, i + phrase.length).map((word) => word.text);
      if (span.length === phrase.length && span.every((word, k) => word === phrase[k])) {
        kept.splice(i, phrase.length);
        removed.add(glued);
        i--;
      } else if (phrase.length > 1 && kept[i]!.text === glued) {
        kept.splice(i, 1);
        removed.add(glued);
        i--;
      }
    }
  }
  return kept;
}

const CAMPUS = /\bcampus\b/i;

/** Splits "(ESF) Island School – Lakeside Campus" into the name, its bracketed words and its campus. */
function partsOf(name: string): { main: string; brackets: string[]; campus: string | null } {
  const brackets: string[] = [];
  let main = name.replace(/[([{]([^)\]}]*)[)\]}]/g, (_whole, inner: string) => {
    brackets.push(inner);
    return ' ';
  });
  let campus: string | null = null;
  const takeCampus = (text: string) => {
    const words = foldedWords(text).filter((word) => word !== 'campus' && !nameWordOf(word)?.concept);
    if (words.length > 0) campus = words.join(' ');
  };
  // "School – Lakeside Campus", "School, Lakeside campus", "School: Campus Lakeside".
  const pieces = main.split(/\s[-–—|:]\s|,|\s[-–—]|[-–—]\s/);
  if (pieces.length > 1) {
    const last = pieces[pieces.length - 1]!;
    if (CAMPUS.test(last)) {
      takeCampus(last);
      main = pieces.slice(0, -1).join(' ');
    }
  }
  for (const inner of brackets.filter((text) => CAMPUS.test(text))) takeCampus(inner);
  const qualifiers = brackets.filter((text) => !CAMPUS.test(text));
  // "Lakeside Campus of X" / "X Lakeside Campus": the words before "campus" within the name.
  if (!campus && CAMPUS.test(main)) {
    const match = /([\p{L}\p{N}'’]+(?:\s+[\p{L}\p{N}'’]+)?)\s+campus\b/iu.exec(main);
    if (match) {
      takeCampus(match[1]!);
      main = main.replace(match[0], ' ');
    }
  }
  return { main, brackets: qualifiers, campus };
}

/** A name as the matching compares it, the place's words set apart (`city`: the school's own). */
export function nameKeyOf(name: string, places: PlacePhrases = [], city = ''): NameKey {
  const { main, brackets, campus } = partsOf(name);
  const words = foldedWords(main)
    .map(nameWordOf)
    .filter((word): word is NameWord => word !== null);
  const removed = new Set<string>();
  const distinctive = withoutPlaces(words, places, removed)
    .filter((word) => word.kind === 'distinctive')
    .map((word) => word.text);
  const generic = words.filter((word) => word.concept !== null);
  const trimmed = main.trim();
  return {
    words: words.map((word) => word.text),
    distinctive,
    concepts: [...new Set(generic.map((word) => word.concept!))].sort(),
    kinds: [...new Set(generic.filter((word) => word.kind === 'kind').map((word) => word.concept!))].sort(),
    qualifiers: brackets.flatMap((inner) => foldedWords(inner)),
    campus,
    places: [...removed].filter((place) => place !== foldedWords(city).join('')).sort(),
    acronym: /^[A-Z]{2,6}$/.test(trimmed) ? trimmed.toLowerCase() : null,
  };
}
