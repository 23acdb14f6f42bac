import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { UserTable } from '@/core/server/auth/auth-tables';
import { slugify } from '@/core/shared/slug';
import { words } from './name-style';
import { Random } from './random';

/*
 * Fictional parents who rate schools and propose edits in the demo data. Their addresses are on
 * the reserved `.example` domain (no mail ever reaches them), they have no password and are
 * locked: nobody can sign in as them, by password, reset link or a provider.
 */

// First and family names from the many countries expatriate families come from.
const FIRST = words(
  'Amelia Oliver Sofia Lucas Hannah Mateo Aisha Omar Yuki Haruto Priya Arjun Chloe Louis Emma Noah ' +
    'Lena Felix Isabel Diego Mei Wei Nadia Karim Freya Anders Ingrid Lars Zara Tariq Ana Pedro Giulia ' +
    'Marco Elif Emre Sipho Thandi Ama Kwame Olga Dmitri Sara Jonas Fatima Youssef Camille Hugo Ines Rafael',
);
const FAMILY = words(
  'Hartley Moreau Schneider Rossi Tanaka Sharma Okafor Lindqvist Novak Haddad Costa Fernandes Kowalski ' +
    'Andersen Mensah Nakamura Petrov Alvarez Dubois Weber Bianchi Chen Kim Osei Yilmaz Mahlangu Jansen ' +
    'Olsen Romero Laurent Fischer Santos Ito Gupta Ibrahim Varga Nieminen Murphy Keller Silva',
);
// Most members use the site in English; others in their own language.
const LANGUAGES = [
  { code: 'en', weight: 55 },
  { code: 'fr', weight: 10 },
  { code: 'de', weight: 8 },
  { code: 'es', weight: 8 },
  { code: 'pt', weight: 4 },
  { code: 'nl', weight: 4 },
  { code: 'it', weight: 3 },
  { code: 'ja', weight: 3 },
  { code: 'zh-Hans', weight: 3 },
  { code: 'ar', weight: 2 },
];

/** The domain of demo members' addresses: reserved by RFC 2606, never delivered. */
export const DEMO_MEMBER_DOMAIN = 'parents.example';

/** How many demo members a data set of `schools` schools has: one for 20 schools, 50 to 5,000. */
export function demoMemberCount(schools: number): number {
  return Math.min(5_000, Math.max(50, Math.round(schools / 20)));
}

/**
 * The name a member shows on ratings: the first name and the family's initial ("Lucas M."), or
 * more of the family name when that one is taken, then the whole of it with a number: usernames
 * are unique, case aside (docs/decisions/073).
 */
function uniqueUsername(first: string, family: string, taken: Set<string>): string {
  const candidates = [
    ...Array.from({ length: family.length - 1 }, (_, cut) => `${first} ${family.slice(0, cut + 1)}.`),
    `${first} ${family}`,
  ];
  for (let n = 2; ; n++) {
    const name =
      candidates.find((candidate) => !taken.has(candidate.toLowerCase())) ?? `${first} ${family} ${n}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/**
 * `count` demo members, the same for the same seed: joined over the three years before `now`,
 * activated, and locked without a password.
 */
export function demoMembers(seed: number, count: number, now: Date): Insertable<UserTable>[] {
  const random = new Random(seed ^ 0x6d656d62);
  const nowMs = now.getTime();
  const usernames = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const first = random.pick(FIRST);
    const family = random.pick(FAMILY);
    const joined = new Date(Math.floor(nowMs - random.next() * 3 * 365.25 * 24 * 3600 * 1000));
    return {
      id: uuidv7({ msecs: joined.getTime(), random: random.bytes(16) }),
      email: `${slugify(first)}.${slugify(family)}${index + 1}@${DEMO_MEMBER_DOMAIN}`,
      username: uniqueUsername(first, family, usernames),
      first_name: first,
      last_name: family,
      language: random.weightedPick(LANGUAGES, (language) => language.weight).code,
      password_hash: null,
      activated_at: joined,
      email_verified_at: joined,
      // Locked from the start: a demo account is a name on ratings, never a way in.
      locked_at: joined,
      created_at: joined,
      updated_at: joined,
    };
  });
}
