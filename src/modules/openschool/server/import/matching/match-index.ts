import { getHostname } from 'tldts';
import { foldedWords, nameWordOf } from './name-words';
import type { MatchSide } from './school-match-score';

/** A grid cell of about 5 km: schools in it and the cells around are near enough to weigh. */
const CELL_DEGREES = 0.05;

const cellOf = (lat: number, lng: number) =>
  `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;

/** The words that may tell a school: every word of its names but stop words and generic ones. */
function keyWords(side: MatchSide): string[] {
  const words = [side.name, ...(side.aliases ?? [])].flatMap((name) => foldedWords(name));
  const kept = words.filter((word) => nameWordOf(word)?.kind === 'distinctive');
  // A name of initials ("ICHK") is found by the initials of the other's words.
  return [...new Set(kept)];
}

/** The initials of each name, for a name written as its initials. */
const initialsOf = (side: MatchSide) =>
  [side.name, ...(side.aliases ?? [])].map((name) =>
    foldedWords(name)
      .filter((word) => nameWordOf(word) !== null)
      .map((word) => word[0])
      .join(''),
  );

const hostOf = (website: string | null | undefined) =>
  website ? (getHostname(website)?.replace(/^www\./, '') ?? null) : null;

const phoneKey = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-8) : null;
};

/** An index key of a value, none for no value: records without a website share nothing. */
const keyOf = (kind: string, value: string | null) => (value ? `${kind}:${value}` : null);

/**
 * The schools one record may be, found without weighing every school of the country: those
 * sharing a word of their names (or written as the other's initials), a website host, a phone
 * line, a dataset record, or lying within about 5 km; failing all, the schools of its city.
 * Only these are scored.
 */
export class MatchIndex<T extends MatchSide> {
  private readonly byKey = new Map<string, Set<T>>();

  private add(key: string | null, item: T) {
    if (key === null) return;
    const set = this.byKey.get(key) ?? new Set<T>();
    set.add(item);
    this.byKey.set(key, set);
  }

  constructor(items: readonly T[] = []) {
    for (const item of items) this.insert(item);
  }

  insert(item: T): void {
    for (const word of keyWords(item)) this.add(`w:${word}`, item);
    for (const initials of initialsOf(item)) if (initials.length >= 2) this.add(`i:${initials}`, item);
    this.add(keyOf('h', hostOf(item.website)), item);
    this.add(keyOf('p', phoneKey(item.phone)), item);
    for (const reference of item.references ?? []) this.add(`r:${reference}`, item);
    if (item.latitude !== null && item.longitude !== null)
      this.add(`c:${cellOf(item.latitude, item.longitude)}`, item);
    this.add(`t:${foldedWords(item.city).join('')}`, item);
  }

  /** The items that may be the same school as `side`. */
  candidates(side: MatchSide): T[] {
    const keys = [
      ...keyWords(side).flatMap((word) => [`w:${word}`, `i:${word}`]),
      ...initialsOf(side).map((initials) => `w:${initials}`),
      keyOf('h', hostOf(side.website)),
      keyOf('p', phoneKey(side.phone)),
      ...(side.references ?? []).map((reference) => `r:${reference}`),
    ];
    if (side.latitude !== null && side.longitude !== null) {
      for (let dLat = -1; dLat <= 1; dLat++)
        for (let dLng = -1; dLng <= 1; dLng++) {
          keys.push(`c:${cellOf(side.latitude + dLat * CELL_DEGREES, side.longitude + dLng * CELL_DEGREES)}`);
        }
    }
    const found = new Set<T>();
    for (const key of keys) if (key) for (const item of this.byKey.get(key) ?? []) found.add(item);
    // A name of generic and place words only ("École internationale de Genève") shares no word
    // with its other spelling: the schools of its city are weighed.
    if (found.size === 0)
      for (const item of this.byKey.get(`t:${foldedWords(side.city).join('')}`) ?? []) found.add(item);
    return [...found];
  }
}
