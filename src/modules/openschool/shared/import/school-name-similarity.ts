/** How alike two names must be, 0 to 1 (pg_trgm's similarity), to be one school when also near. */
export const SAME_SCHOOL_SIMILARITY = 0.5;
/** How far apart, in km, two records with coordinates may be and still be one school. */
export const SAME_SCHOOL_KM = 1;

/** Lower case, accents off, as the database's `school_fold` folds a name. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Words that say what a school is rather than which one: two names alike only in these
 * ("Geneva International School", "International School of Lakeside") are different schools.
 */
const GENERIC_WORDS = new Set(
  (
    'international internationale internacional internazionale internationaal school schools schule ' +
    'escuela escola scuola ecole college lycee academy academie the of de du des la le les el da do ' +
    'der die das and et y e in at for world ib'
  ).split(' '),
);

/** A name's words, folded, without the generic ones (all of them when nothing else is left). */
export function distinctiveWords(name: string): string[] {
  const words = foldName(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const distinctive = words.filter((word) => !GENERIC_WORDS.has(word));
  return distinctive.length > 0 ? distinctive : words;
}

/** The trigrams of a name's distinctive words as pg_trgm takes them: each padded with two spaces before, one after. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of distinctiveWords(text)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** pg_trgm's `similarity` of the distinctive words: shared trigrams over all trigrams. */
export function nameSimilarity(a: string, b: string): number {
  const first = trigrams(a);
  const second = trigrams(b);
  if (first.size === 0 || second.size === 0) return 0;
  let shared = 0;
  for (const gram of first) if (second.has(gram)) shared++;
  return shared / (first.size + second.size - shared);
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface PlacedName {
  name: string;
  countryCode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Whether two records are one school (decision 072): alike names in one country, and within
 * SAME_SCHOOL_KM when both have coordinates, else in the same city.
 */
export function sameSchool(a: PlacedName, b: PlacedName): boolean {
  if (a.countryCode !== b.countryCode) return false;
  if (nameSimilarity(a.name, b.name) < SAME_SCHOOL_SIMILARITY) return false;
  if (a.latitude !== null && a.longitude !== null && b.latitude !== null && b.longitude !== null) {
    return (
      distanceKm({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude }) <=
      SAME_SCHOOL_KM
    );
  }
  return foldName(a.city) === foldName(b.city);
}
