import { getDomain, getHostname } from 'tldts';
import { compareNames, type MatchReason } from './name-comparison';
import { nameKeyOf, type PlacePhrases } from './name-key';
import { foldedWords } from './name-words';

/** What the matching knows of a record or of an existing school. */
export interface MatchSide {
  name: string;
  /** Other names it is known by (a dataset's spelling kept as an alternative name). */
  aliases?: readonly string[];
  countryCode: string;
  city: string;
  address?: string | null;
  latitude: number | null;
  longitude: number | null;
  website?: string | null;
  phone?: string | null;
  /** Identities in datasets: `osm:node/123`, `wikidata:Q42`, `csv:hk-list:0042`. */
  references?: readonly string[];
}

export type MatchVerdict = 'same' | 'review' | 'different';

export interface MatchScore {
  /** 0 to 100. */
  score: number;
  /** The points before they are kept within 0 to 100: which of two full matches is the better. */
  rank: number;
  verdict: MatchVerdict;
  reasons: MatchReason[];
}

/** At or above: one school. Between REVIEW and SAME: the operator decides. */
export const SAME_SCORE = 80;
export const REVIEW_SCORE = 55;
/** Below this name score, contacts and place alone never make one school without the operator. */
const NAME_FLOOR = 50;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const pointOf = (side: MatchSide) =>
  side.latitude !== null && side.longitude !== null ? { lat: side.latitude, lng: side.longitude } : null;

/** A city or address as one folded run of letters: "Sha Tin" and "Shatin" are one. */
const glued = (text: string | null | undefined) => foldedWords(text ?? '').join('');

/** Hosts many unrelated schools share: a page there says nothing about which school it is. */
const SHARED_DOMAINS = new Set([
  'facebook.com',
  'google.com',
  'wixsite.com',
  'wordpress.com',
  'blogspot.com',
  'weebly.com',
  'squarespace.com',
  'instagram.com',
  'linkedin.com',
  'sites.google.com',
  'github.io',
]);

/** The last eight digits of a phone number: the same line with or without its country code. */
const phoneKey = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-8) : null;
};

/** Where the two are: their distance when both have coordinates, else their cities and addresses. */
function placeReasons(
  a: MatchSide,
  b: MatchSide,
  nearbyCities: (a: string, b: string) => boolean,
): MatchReason[] {
  const [pa, pb] = [pointOf(a), pointOf(b)];
  if (pa && pb) {
    const km = Math.round(distanceKm(pa, pb) * 100) / 100;
    const detail = String(km);
    if (km <= 0.3) return [{ code: 'place.near', detail, points: 30 }];
    if (km <= 1) return [{ code: 'place.near', detail, points: 25 }];
    if (km <= 3) return [{ code: 'place.distance', detail, points: 10 }];
    if (km <= 15) return [{ code: 'place.distance', detail, points: -10 }];
    return [{ code: 'place.far', detail, points: -50 }];
  }
  const [cityA, cityB] = [glued(a.city), glued(b.city)];
  const reasons: MatchReason[] = [];
  if (cityA !== '' && cityA === cityB) reasons.push({ code: 'place.sameCity', detail: a.city, points: 15 });
  else if (nearbyCities(a.city, b.city)) {
    reasons.push({ code: 'place.nearbyCity', detail: `${a.city} / ${b.city}`, points: 5 });
  } else reasons.push({ code: 'place.otherCity', detail: `${a.city} / ${b.city}`, points: -30 });
  const [addressA, addressB] = [glued(a.address), glued(b.address)];
  if (addressA && addressB && !addressA.includes(addressB) && !addressB.includes(addressA)) {
    reasons.push({ code: 'place.otherAddress', points: -20 });
  }
  return reasons;
}

/**
 * A campus one name gives, against where the other school is: its address or city naming the
 * campus ("Kowloon Bay Campus", "2 Lam Chak Street, Kowloon Bay") is the place agreeing; another
 * address is another campus of the group.
 */
function campusPlace(campus: string, other: MatchSide): MatchReason[] {
  const place = glued(`${other.address ?? ''} ${other.city}`);
  if (place.includes(glued(campus))) return [{ code: 'campus.address', detail: campus, points: 10 }];
  return other.address
    ? [{ code: 'campus.elsewhere', detail: `${campus} / ${other.address}`, points: -30 }]
    : [];
}

/** Shared website (the same host, or the same school's domain) and shared phone line. */
function contactReasons(a: MatchSide, b: MatchSide): MatchReason[] {
  const reasons: MatchReason[] = [];
  const host = (site: string | null | undefined) => (site ? getHostname(site)?.replace(/^www\./, '') : null);
  const [hostA, hostB] = [host(a.website), host(b.website)];
  if (hostA && hostA === hostB && !SHARED_DOMAINS.has(hostA)) {
    reasons.push({ code: 'website.sameHost', detail: hostA, points: 30 });
  } else if (hostA && hostB) {
    const [domainA, domainB] = [getDomain(hostA), getDomain(hostB)];
    if (domainA && domainA === domainB && !SHARED_DOMAINS.has(domainA)) {
      reasons.push({ code: 'website.sameDomain', detail: domainA, points: 15 });
    } else if (!SHARED_DOMAINS.has(domainA ?? '') && !SHARED_DOMAINS.has(domainB ?? '')) {
      // Each school's own website, and not the same one.
      reasons.push({ code: 'website.other', detail: `${hostA} / ${hostB}`, points: -15 });
    }
  }
  const phone = phoneKey(a.phone);
  if (phone && phone === phoneKey(b.phone))
    reasons.push({ code: 'phone.same', detail: b.phone ?? '', points: 20 });
  return reasons;
}

/**
 * Whether two records are one school, as a score with its reasons: the names compared word by
 * word (the place's words and generic words set aside), the better of the names a school is
 * known by on either side; then distance (or city and address), website and phone. The same dataset
 * reference or Wikidata item is one school whatever else differs. Another campus of one group,
 * or unlike names, never reach SAME_SCORE on place and contacts alone.
 */
export function scoreMatch(
  a: MatchSide,
  b: MatchSide,
  options: { places: PlacePhrases; nearbyCities?: (a: string, b: string) => boolean },
): MatchScore {
  const sharedReference = (a.references ?? []).find((reference) => b.references?.includes(reference));
  if (sharedReference) {
    return {
      score: 100,
      rank: 200,
      verdict: 'same',
      reasons: [{ code: 'reference.same', detail: sharedReference, points: 100 }],
    };
  }
  const places = [...options.places, foldedWords(a.city), foldedWords(b.city)];
  const keysA = [a.name, ...(a.aliases ?? [])].map((name) => ({
    name,
    key: nameKeyOf(name, places, a.city),
  }));
  const names = [b.name, ...(b.aliases ?? [])].flatMap((name) => {
    const key = nameKeyOf(name, places, b.city);
    return keysA.map((own) => ({ name, own, key, ...compareNames(own.key, key) }));
  });
  const best = names.reduce((top, next) => (next.score > top.score ? next : top));
  const alias = best.name !== b.name ? best.name : best.own.name !== a.name ? best.own.name : null;
  const nameReasons = alias
    ? [{ code: 'name.alias', detail: alias, points: 0 }, ...best.reasons]
    : best.reasons;
  const keyA = best.own.key;
  const campusB = best.key.campus;
  const reasons = [
    ...nameReasons,
    ...placeReasons(a, b, options.nearbyCities ?? (() => false)),
    ...(keyA.campus && !campusB ? campusPlace(keyA.campus, b) : []),
    ...(campusB && !keyA.campus ? campusPlace(campusB, a) : []),
    ...contactReasons(a, b),
  ];
  const nameScore = Math.round(best.score * 100);
  const other = reasons.slice(nameReasons.length).reduce((sum, reason) => sum + reason.points, 0);
  const rank = nameScore + other;
  const score = Math.max(0, Math.min(100, rank));
  const verdict: MatchVerdict =
    best.otherCampus || score < REVIEW_SCORE
      ? 'different'
      : score >= SAME_SCORE && nameScore >= NAME_FLOOR
        ? 'same'
        : 'review';
  return { score, rank, verdict, reasons };
}

/**
 * Whether two records of one file are one school: their names alike *and* their place the
 * same (within a kilometre, or the same city and no other address when either has no
 * coordinates). A list may name two campuses alike; only a place tells them apart.
 */
export function sameSchoolInFile(a: MatchSide, b: MatchSide, places: PlacePhrases): MatchScore | null {
  if (a.countryCode !== b.countryCode) return null;
  const match = scoreMatch(a, b, { places });
  const placeAgrees =
    match.reasons.some((reason) => reason.code === 'place.near' || reason.code === 'reference.same') ||
    (match.reasons.some((reason) => reason.code === 'place.sameCity') &&
      !match.reasons.some((reason) => reason.code === 'place.otherAddress'));
  const nameAgrees = match.reasons.some((reason) =>
    ['name.same', 'name.sameWords', 'name.spelling', 'name.initials', 'reference.same'].includes(reason.code),
  );
  return match.verdict === 'same' && placeAgrees && nameAgrees ? match : null;
}
