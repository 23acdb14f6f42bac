import type { Insertable } from 'kysely';
import { formatOf } from '@/core/shared/format';
import type { SchoolTable } from '../tables';
import type { DemoTeaching } from './demo-curriculums';
import type { Random } from './random';

const STREETS = [
  'Avenue of the Lindens',
  'Harbour Road',
  'Garden Lane',
  'Academy Street',
  'Hillside Drive',
  'Riverside Walk',
  'Park Boulevard',
  'Orchard Way',
];
const SOURCES = ['School website', 'Admissions office, by phone', 'Visit by the editors', 'Parent report'];
const STAGE_NAMES: [number, string][] = [
  [3, 'early years'],
  [5, 'primary'],
  [11, 'secondary'],
  [16, 'pre-university'],
];

/** "early years to pre-university": the stages an age range covers. */
function stagesOf(ageFrom: number, ageTo: number): string {
  const names = STAGE_NAMES.filter(
    ([age], index) => age <= ageTo && (STAGE_NAMES[index + 1]?.[0] ?? 99) > ageFrom,
  ).map(([, name]) => name);
  return names.length > 1 ? `${names[0]} to ${names.at(-1)}` : (names[0] ?? 'all ages');
}

/**
 * The rest of a demo school's record: contact details on reserved `.example` domains, languages,
 * accreditations, size, a short description, and when its details were last checked. Fictional.
 */
export function demoProfile(
  random: Random,
  school: { slug: string; city: string; countryLanguages: string[]; createdAt: Date; updatedAt: Date },
  teaching: DemoTeaching & { track: { accreditations: string[] } },
  curriculumNames: string[],
): Partial<Insertable<SchoolTable>> {
  const domain = `${school.slug.split('-').slice(0, 3).join('-')}.example`;
  const local = school.countryLanguages[0];
  const languages = ['en', ...(local && local !== 'en' && random.chance(0.5) ? [local] : [])];
  if (teaching.gradeSystem === 'FR') languages.unshift('fr');
  if (teaching.gradeSystem === 'DE') languages.unshift('de');
  const accreditations = teaching.track.accreditations.filter(() => random.chance(0.4));
  const boarding = random.chance(0.08);
  const students = Math.round(random.lognormal(650, 0.6));
  // Checked at its last update or since: never before it existed.
  const verified = new Date(
    school.updatedAt.getTime() +
      random.next() * (school.updatedAt.getTime() - school.createdAt.getTime()) * 0.1,
  );
  const description = [
    `A ${boarding ? 'day and boarding' : 'day'} school in ${school.city} for ${stagesOf(teaching.ageFrom, teaching.ageTo)}, teaching ${curriculumNames.join(', ')}.`,
    `About ${formatOf('en').number(students)} pupils from many nationalities learn in ${[...new Set(languages)].length > 1 ? 'two languages' : 'English'}.`,
    'This school is fictional: it belongs to the demo data of the directory.',
  ].join(' ');
  const profile = {
    address: `${random.int(1, 240)} ${random.pick(STREETS)}, ${school.city}`,
    website: `https://www.${domain}`,
    email: `admissions@${domain}`,
    phone: null,
    description,
    languages: [...new Set(languages)],
    accreditations,
    boarding,
    founded_year: random.int(1950, 2022),
    student_count: students,
    avg_class_size: random.int(14, 24),
    age_from: teaching.ageFrom,
    age_to: teaching.ageTo,
    grade_system: teaching.gradeSystem,
    status: random.chance(0.97) ? 'published' : random.chance(0.5) ? 'draft' : 'archived',
    last_verified_at: verified,
    verified_source: random.pick(SOURCES),
  };
  // About one teacher for every eight to fifteen pupils, as international schools have: worked
  // out from the class size rather than drawn, so every later draw stays as it was.
  return { ...profile, teacher_count: Math.max(3, Math.round(students / (profile.avg_class_size * 0.6))) };
}
