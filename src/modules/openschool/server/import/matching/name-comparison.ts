import { distance } from 'fastest-levenshtein';
import type { NameKey } from './name-key';

/** Why two records are or are not one school: a key of `openschool-admin:import.why`, with what it weighed. */
export interface MatchReason {
  code: string;
  /** The words, distance or values the reason is about, as the preview shows them. */
  detail?: string;
  /** What it added to (or took from) the score, in points of 100. */
  points: number;
}

export interface NameComparison {
  /** 0 (nothing alike) to 1 (the same name). */
  score: number;
  reasons: MatchReason[];
  /** Both names a campus, and not the same one: campuses of one group, never one school. */
  otherCampus: boolean;
}

/** How alike two words are, 0 to 1: one typo in a long word is alike, in a short one not. */
function wordLikeness(a: string, b: string): number {
  if (a === b) return 1;
  if (Math.min(a.length, b.length) < 5) return 0;
  return 1 - distance(a, b) / Math.max(a.length, b.length);
}

const SPELLING = 0.8;

/**
 * Pairs the distinctive words of two names: the same word, or spelt alike ("internatinal").
 * Returns what was left over on each side and the word pairs spelt differently.
 */
function alignWords(a: string[], b: string[]) {
  const rest = [...b];
  const unmatched: string[] = [];
  const spelling: string[] = [];
  for (const word of a) {
    let best = -1;
    let likeness = 0;
    for (const [index, other] of rest.entries()) {
      const alike = wordLikeness(word, other);
      if (alike > likeness) {
        best = index;
        likeness = alike;
      }
    }
    if (best >= 0 && likeness >= SPELLING) {
      if (likeness < 1) spelling.push(`${word} / ${rest[best]}`);
      rest.splice(best, 1);
    } else {
      unmatched.push(word);
    }
  }
  return { unmatchedA: unmatched, unmatchedB: rest, spelling };
}

/** The first letters of a name's words: `ichk` for "International College Hong Kong". */
const initialsOf = (words: string[]) => words.map((word) => word[0]).join('');

function isAcronymOf(acronym: string | null, other: NameKey): boolean {
  if (!acronym) return false;
  return initialsOf(other.words) === acronym || other.qualifiers.includes(acronym);
}

const points = (score: number) => Math.round(score * 100);

/** The distinctive words compared, when both names have some. */
function compareDistinctive(a: NameKey, b: NameKey): { score: number; reasons: MatchReason[] } {
  if (a.distinctive.join('') === b.distinctive.join('')) {
    return { score: 0.9, reasons: [{ code: 'name.sameWords', detail: a.distinctive.join(' '), points: 90 }] };
  }
  const { unmatchedA, unmatchedB, spelling } = alignWords(a.distinctive, b.distinctive);
  const extra = [...unmatchedA, ...unmatchedB];
  if (extra.length === 0) {
    return { score: 0.75, reasons: [{ code: 'name.spelling', detail: spelling.join(', '), points: 75 }] };
  }
  const shared = a.distinctive.length - unmatchedA.length;
  if (shared === 0) return { score: 0, reasons: [{ code: 'name.different', points: 0 }] };
  return { score: 0.25, reasons: [{ code: 'name.extraWords', detail: extra.join(', '), points: 25 }] };
}

/**
 * How alike two school names are, and why. City, country and generic words (school,
 * international, academy…) never make two names alike: only the words that say which school do.
 * A name made only of such words ("Hong Kong Academy") is alike only to the same words.
 */
export function compareNames(a: NameKey, b: NameKey): NameComparison {
  const otherCampus = a.campus !== null && b.campus !== null && a.campus !== b.campus;
  const campusReasons: MatchReason[] = otherCampus
    ? [{ code: 'campus.other', detail: `${a.campus} / ${b.campus}`, points: 0 }]
    : a.campus !== b.campus
      ? [{ code: 'campus.onlyOne', detail: a.campus ?? b.campus ?? '', points: -15 }]
      : [];
  const result = (score: number, reasons: MatchReason[]): NameComparison => {
    let total = score + (otherCampus ? 0 : (campusReasons[0]?.points ?? 0) / 100);
    const kindsDiffer =
      a.kinds.length > 0 && b.kinds.length > 0 && !a.kinds.some((kind) => b.kinds.includes(kind));
    const extra: MatchReason[] = [];
    if (kindsDiffer && total > 0.45) {
      extra.push({
        code: 'name.otherKind',
        detail: `${a.kinds.join(' ')} / ${b.kinds.join(' ')}`,
        points: points(0.45 - total),
      });
      total = 0.45;
    }
    // "Japanese International School" and "Hong Kong Japanese School" are two schools: one
    // name says international where the other, saying what it is, does not.
    const international = (key: NameKey) => key.concepts.includes('international');
    if (
      a.concepts.length > 0 &&
      b.concepts.length > 0 &&
      international(a) !== international(b) &&
      total > 0.6
    ) {
      extra.push({ code: 'name.otherDescriptor', detail: 'international', points: points(0.6 - total) });
      total = 0.6;
    }
    // Campuses of one group are told apart by their campus, whatever their names.
    if (otherCampus && total > 0.3) {
      campusReasons[0]!.points = points(0.3 - total);
      total = 0.3;
    }
    return {
      score: Math.max(0, Math.min(1, total)),
      reasons: [...reasons, ...extra, ...campusReasons],
      otherCampus,
    };
  };
  if (a.words.join('') === b.words.join('')) return result(1, [{ code: 'name.same', points: 100 }]);
  if (isAcronymOf(a.acronym, b) || isAcronymOf(b.acronym, a)) {
    return result(0.85, [
      { code: 'name.initials', detail: (a.acronym ?? b.acronym)!.toUpperCase(), points: 85 },
    ]);
  }
  if (a.distinctive.length > 0 && b.distinctive.length > 0) {
    const compared = compareDistinctive(a, b);
    return result(compared.score, compared.reasons);
  }
  if (a.distinctive.length === 0 && b.distinctive.length === 0) {
    // Both only generic and place words: alike when they say the same in any language, and
    // name no place besides their own city ("Kowloon International School" is not "Hong Kong International School").
    if (a.places.join(' ') !== b.places.join(' ')) {
      return result(0.1, [
        { code: 'name.otherPlace', detail: [...a.places, ...b.places].join(', '), points: 10 },
      ]);
    }
    return a.concepts.join(' ') === b.concepts.join(' ')
      ? result(0.7, [{ code: 'name.sameGeneric', detail: a.concepts.join(' '), points: 70 }])
      : result(0.1, [{ code: 'name.different', points: 10 }]);
  }
  const extra = a.distinctive.length > 0 ? a.distinctive : b.distinctive;
  return result(0.1, [{ code: 'name.extraWords', detail: extra.join(', '), points: 10 }]);
}
