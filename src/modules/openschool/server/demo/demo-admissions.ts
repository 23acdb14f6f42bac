import {
  ADMISSION_ASSESSMENTS,
  ADMISSION_DOCUMENTS,
  type Admissions,
  EAL_SUPPORT,
  PLACE_STATUSES,
  SEN_SUPPORT,
} from '../../shared/admissions';
import { Random } from './random';

/** Share of demo schools whose admissions someone has shared. */
const ADMISSIONS_SHARE = 0.5;
const DAY_MS = 24 * 3600 * 1000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const NATIONALITIES = ['US', 'GB', 'FR', 'DE', 'IN', 'CN', 'JP', 'KR', 'NL', 'AU', 'BR', 'ES', 'IT', 'CA'];
const BUS_AREAS = [
  'North',
  'South',
  'East',
  'West',
  'Centre',
  'Old Town',
  'Riverside',
  'Hills',
  'Harbour',
  'Airport',
];

/**
 * A demo school's admissions, or none: places for a few school years (some confirmed more than a
 * year ago, so stale facts show too), two intakes of the coming school year, and the rest drawn
 * from the lists. Drawn from a stream of its own, so the school's other fields stay as they were.
 */
export function demoAdmissions(
  school: { id: string; countryCode: string; city: string; ageFrom: number; ageTo: number },
  now: Date,
): Admissions | null {
  const random = Random.forKey(`${school.id}:admissions`);
  if (!random.chance(ADMISSIONS_SHARE)) return null;
  const confirmed = () => dayOf(new Date(now.getTime() - random.int(3, 540) * DAY_MS));
  const ages = Array.from(
    { length: school.ageTo - school.ageFrom + 1 },
    (_, index) => school.ageFrom + index,
  );
  const places = ages
    .filter(() => random.chance(0.35))
    .map((age) => ({
      age,
      status: random.weightedPick(PLACE_STATUSES, (status) =>
        status === 'open' ? 5 : status === 'waitlist' ? 3 : 2,
      ),
      confirmedOn: confirmed(),
    }));
  const year = now.getUTCMonth() >= 7 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return {
    intakes: [
      { name: `August ${year}`, opensOn: `${year - 1}-09-01`, deadline: `${year}-01-31` },
      { name: `January ${year + 1}`, opensOn: null, deadline: `${year}-10-31` },
    ],
    places,
    assessments: ADMISSION_ASSESSMENTS.filter(() => random.chance(0.4)),
    documents: ADMISSION_DOCUMENTS.filter(() => random.chance(0.5)),
    termDates: [
      { name: 'Autumn term', startsOn: `${year}-08-20`, endsOn: `${year}-12-18` },
      { name: 'Spring term', startsOn: `${year + 1}-01-06`, endsOn: `${year + 1}-03-27` },
      { name: 'Summer term', startsOn: `${year + 1}-04-13`, endsOn: `${year + 1}-06-26` },
    ],
    ealSupport: random.pick(EAL_SUPPORT),
    senSupport: random.pick(SEN_SUPPORT),
    nationalityCount: random.int(8, 70),
    nationalities: [...new Set([school.countryCode, ...NATIONALITIES.filter(() => random.chance(0.2))])]
      .slice(0, 4)
      .map((countryCode, index) => ({
        countryCode,
        percent: index === 0 ? random.int(15, 40) : random.int(3, 12),
      })),
    busAreas: BUS_AREAS.filter(() => random.chance(0.3)).map((area) => `${school.city} ${area}`),
    confirmedOn: confirmed(),
  };
}
