import type { RejectCategory } from '@/core/shared/moderation';
import type { RatingDimension } from '@/modules/openschool/shared/directory-constants';
import type { Random } from './random';

type Tone = 'good' | 'mixed' | 'poor';

// What parents write about each dimension, by how they scored it. Generic on purpose: the demo
// schools are fictional, so are these families.
const SENTENCES: Record<RatingDimension | 'overall', Record<Tone, string[]>> = {
  overall: {
    good: [
      'Our children settled in within weeks after our move, which we did not expect.',
      'We have moved three times with this kind of school and this one is the best so far.',
      'A warm school with high expectations; we would choose it again.',
    ],
    mixed: [
      'A decent school overall, with strong and weaker years depending on the teachers.',
      'It does the job, but it is not the school the brochure describes.',
      'Good for the primary years; we are less sure about the secondary section.',
    ],
    poor: [
      'We left after one year and do not regret it.',
      'The school has grown too fast and it shows.',
      'Not what we hoped for when we moved here.',
    ],
  },
  teaching: {
    good: [
      'The teachers know each child well and adapt the work to them.',
      'Excellent teaching in maths and sciences, and the IB results show it.',
      'Our daughter, who arrived with little English, was fluent by the end of the year.',
    ],
    mixed: [
      'Teaching is good in the core subjects, uneven in the others.',
      'Many teachers stay only two years, so quality varies from one year to the next.',
    ],
    poor: [
      'Too many supply teachers and too little homework feedback.',
      'The English support for new arrivals is thin.',
    ],
  },
  community: {
    good: [
      'A very welcoming parent community, with families from all over the world.',
      'The parents’ association organises a lot, and new families are looked after.',
    ],
    mixed: ['The community is friendly but quite split between local and expatriate families.'],
    poor: ['It is hard to get to know other families; there is little going on after school.'],
  },
  facilities: {
    good: [
      'Great facilities: a pool, a theatre and a well-stocked library.',
      'The new science labs and sports hall are excellent.',
    ],
    mixed: ['The buildings are ageing but clean; the playground is small for the number of pupils.'],
    poor: ['The campus is cramped and the canteen food is poor.'],
  },
  communication: {
    good: [
      'Clear weekly updates, and teachers answer emails within a day.',
      'Reports are detailed and the parent-teacher meetings are useful.',
    ],
    mixed: ['Communication depends a lot on the class teacher.'],
    poor: [
      'We often learn about events the day before.',
      'Decisions about fees and calendars are announced with no explanation.',
    ],
  },
  value: {
    good: ['Not cheap, but fair for what it offers compared with the other schools in the city.'],
    mixed: ['Fees are high and the extras (trips, uniforms, lunch) add up quickly.'],
    poor: [
      'Very expensive for what it is, and fees rise every year.',
      'The capital levy and the registration fee come on top of already high tuition.',
    ],
  },
};

const toneOf = (score: number): Tone => (score >= 4 ? 'good' : score === 3 ? 'mixed' : 'poor');

/**
 * A parent's comment: a sentence on the overall impression, then one or two on the dimensions
 * they scored furthest from the middle (what people write about is what struck them).
 */
export function demoComment(
  random: Random,
  overall: number,
  dimensions: Partial<Record<RatingDimension, number | null>>,
): string {
  // A random tie-break drawn once per dimension: the same seed gives the same comment.
  const striking = (Object.entries(dimensions) as [RatingDimension, number | null][])
    .filter((entry): entry is [RatingDimension, number] => entry[1] !== null)
    .map(([dimension, score]) => ({ dimension, score, key: Math.abs(score - 3) + random.next() / 2 }))
    .sort((a, b) => b.key - a.key)
    .slice(0, random.int(1, 2));
  const parts = [random.pick(SENTENCES.overall[toneOf(overall)])];
  for (const { dimension, score } of striking) parts.push(random.pick(SENTENCES[dimension][toneOf(score)]));
  return parts.join(' ');
}

/** Why a moderator refused a rating. */
export const REJECT_REASONS: { category: RejectCategory; reason: string }[] = [
  { category: 'personal-data', reason: 'Names a member of staff.' },
  { category: 'off-topic', reason: 'Not about this school.' },
  { category: 'inaccurate', reason: 'Written by someone who has not been a parent at the school.' },
  { category: 'abusive', reason: 'Offensive language.' },
];
