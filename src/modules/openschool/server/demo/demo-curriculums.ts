import type { Random } from './random';

/** A school's teaching: its curriculums (slugs of the seeded ones), grade names and ages. */
export interface DemoTeaching {
  curriculums: string[];
  gradeSystem: 'UK' | 'US' | 'FR' | 'IB' | 'DE';
  ageFrom: number;
  ageTo: number;
}

interface Track {
  gradeSystem: DemoTeaching['gradeSystem'];
  /** Curriculums by the ages they cover, younger first. */
  stages: { slug: string; from: number; to: number }[];
  accreditations: string[];
}

// The usual sequences of programmes, by the system a school follows.
const TRACKS: Record<string, Track> = {
  british: {
    gradeSystem: 'UK',
    stages: [
      { slug: 'eyfs', from: 3, to: 4 },
      { slug: 'english-national', from: 5, to: 13 },
      { slug: 'igcse', from: 14, to: 15 },
      { slug: 'a-levels', from: 16, to: 17 },
    ],
    accreditations: ['COBIS', 'BSO', 'Cambridge', 'CIS', 'FOBISIA'],
  },
  ib: {
    gradeSystem: 'IB',
    stages: [
      { slug: 'ib-pyp', from: 3, to: 10 },
      { slug: 'ib-myp', from: 11, to: 15 },
      { slug: 'ib-dp', from: 16, to: 17 },
    ],
    accreditations: ['IB', 'CIS', 'NEASC', 'WASC'],
  },
  american: {
    gradeSystem: 'US',
    stages: [
      { slug: 'american', from: 4, to: 17 },
      { slug: 'ap', from: 16, to: 17 },
    ],
    accreditations: ['WASC', 'MSA', 'Cognia', 'NEASC', 'ACSI'],
  },
  french: {
    gradeSystem: 'FR',
    stages: [
      { slug: 'french', from: 3, to: 17 },
      { slug: 'french-bac', from: 16, to: 17 },
    ],
    accreditations: ['AEFE'],
  },
  german: {
    gradeSystem: 'DE',
    stages: [{ slug: 'german', from: 6, to: 17 }],
    accreditations: ['ZfA'],
  },
  indian: {
    gradeSystem: 'UK',
    stages: [{ slug: 'cbse', from: 4, to: 17 }],
    accreditations: ['CIS'],
  },
  national: {
    gradeSystem: 'UK',
    stages: [
      { slug: 'host-national', from: 3, to: 17 },
      { slug: 'ipc', from: 5, to: 11 },
    ],
    accreditations: ['CIS'],
  },
};

// The school's name says it for many (a Lycée teaches the French programme).
const NAME_TRACKS: [RegExp, keyof typeof TRACKS][] = [
  [/\bIB\b|Baccalaureate/i, 'ib'],
  [/British|English|Anglo|Cambridge/i, 'british'],
  [/American/i, 'american'],
  [/Lycée|École|Français/i, 'french'],
  [/Deutsch|Schule|Gymnasium/i, 'german'],
];

// Elsewhere the market decides: British and IB schools are the most common worldwide.
const MARKET = [
  { track: 'british', weight: 35 },
  { track: 'ib', weight: 27 },
  { track: 'american', weight: 20 },
  { track: 'national', weight: 10 },
  { track: 'french', weight: 4 },
  { track: 'german', weight: 4 },
] as const;

function trackOf(random: Random, name: string, countryCode: string): Track {
  const named = NAME_TRACKS.find(([pattern]) => pattern.test(name));
  if (named) return TRACKS[named[1]]!;
  if (countryCode === 'IN' && random.chance(0.6)) return TRACKS.indian!;
  return TRACKS[random.weightedPick(MARKET, (entry) => entry.weight).track]!;
}

/**
 * What a demo school teaches: most span the ages 3 to 18, some are primary or secondary only;
 * the curriculums are those of its track covering its ages (an IB school may lack the PYP…).
 */
export function demoTeaching(
  random: Random,
  name: string,
  countryCode: string,
): DemoTeaching & { track: Track } {
  const track = trackOf(random, name, countryCode);
  const span = random.weightedPick(
    [
      { from: 3, to: 17, weight: 60 },
      { from: 3, to: 10, weight: 20 },
      { from: 11, to: 17, weight: 15 },
      { from: 5, to: 15, weight: 5 },
    ],
    (entry) => entry.weight,
  );
  const first = track.stages[0]!.from;
  const ageFrom = Math.max(span.from, first);
  const ageTo = span.to;
  const curriculums = track.stages
    .filter((stage) => stage.from <= ageTo && stage.to >= ageFrom)
    // A school may not run every programme of its track (no AP, no IB PYP…), but keeps one.
    .filter((_stage, index, all) => all.length === 1 || index === all.length - 1 || random.chance(0.85))
    .map((stage) => stage.slug);
  return { track, curriculums, gradeSystem: track.gradeSystem, ageFrom, ageTo };
}
