import { city, compound, type NameStyle, renderName, words } from './name-style';
import type { Random } from './random';
import { DUTCH, FRENCH, GERMAN, ITALIAN, PORTUGUESE, SPANISH } from './school-name-styles';

/*
 * Fictional international school names in the style of the country's main language.
 * Proper nouns are built from trees, birds, flowers and landscape words, so a name reads like a
 * school but is not one; the demo flag in the database marks them anyway. The combinations give
 * thousands of names per city in each style, so a city rarely gets the same name twice.
 */

const EN_SINGLE = words('Kestrel Heron Osprey Wren Falcon Linnet Juniper Rowan Hawthorn Acacia Cedar Laurel');
const EN_PREFIX = words(
  'Oak Maple Cedar Willow Birch Rowan Hazel Alder Elm Aspen Ash Holly Heather Harbour River Lake Meadow ' +
    'Silver Stone Amber Bright Fair Green Sun Clear Larch Fern Pine Swan Lark',
);
const EN_SUFFIX = words(
  'wood field brook view ridge dale gate hill crest haven mere side well ford vale hurst leigh croft',
);
const EN_COMPOUND = compound(EN_PREFIX, EN_SUFFIX);
const EN_FLAVOURS = words('British American Canadian Australian English Anglo-American European');
const ENGLISH: NameStyle = {
  templates: [
    '{n} {f} International School of {c}',
    '{n} {f} Academy, {c}',
    '{n} International School',
    '{n} International School {c}',
    '{n} {f} School of {c}',
    '{c} {n} International College',
    '{n} IB World School, {c}',
    '{n} {f} International Academy',
    'The {n} School, {c}',
  ],
  slots: {
    n: (random, name) => (random.chance(0.2) ? random.pick(EN_SINGLE) : EN_COMPOUND(random, name)),
    f: (random) => random.pick(EN_FLAVOURS),
    c: city,
  },
};

const JA_FIRST = words(
  'Sakura Midori Aoba Hikari Kaede Momiji Matsu Tsubaki Hoshi Kaze Izumi Asahi Yuri Kiri Ume Tachibana Hinode ' +
    'Wakaba Shiragiku Komorebi Akane Suzuran Hibari Tsubame Kasumi Nagisa Hotaru Ayame',
);
const JA_SECOND = words('gaoka dai zaka hara yama mori sato kawa shima dani machi sawa');
const JAPANESE: NameStyle = {
  templates: [
    '{n} International School {c}',
    '{n} International Academy',
    '{c} {n} International School',
    '{n} IB World School, {c}',
    '{n} Global School, {c}',
  ],
  slots: { n: compound(JA_FIRST, JA_SECOND), c: city },
};

const LOCAL_STYLES: Record<string, NameStyle> = {
  fr: FRENCH,
  de: GERMAN,
  nl: DUTCH,
  es: SPANISH,
  pt: PORTUGUESE,
  it: ITALIAN,
  ja: JAPANESE,
};

function styleFor(random: Random, languages: readonly string[]): NameStyle {
  const local = LOCAL_STYLES[languages[0] ?? ''];
  // Many schools in France or Spain still carry English names; and lycées français and
  // German schools exist almost everywhere, for expatriate families.
  const roll = random.next();
  if (roll < 0.06) return FRENCH;
  if (roll < 0.1) return GERMAN;
  return local && roll < 0.65 ? local : ENGLISH;
}

/** A fictional school name for a city, styled by the country's languages (ISO 639-1, main first). */
export function schoolName(random: Random, languages: readonly string[], cityName: string): string {
  return renderName(styleFor(random, languages), random, cityName);
}
