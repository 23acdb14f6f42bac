import {
  ADMISSION_ASSESSMENTS,
  ADMISSION_DOCUMENTS,
  type Admissions,
  PLACE_STATUSES,
} from '@/modules/openschool/shared/admissions';
import { EAL_SUPPORT, type SchoolLife, SEN_SUPPORT } from '@/modules/openschool/shared/school-life';
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

/** The first 1 January or 1 August on or after `day`: when demo schools take pupils in. */
function intakeStart(day: Date): Date {
  const year = day.getUTCFullYear();
  const starts = [Date.UTC(year, 0, 1), Date.UTC(year, 7, 1), Date.UTC(year + 1, 0, 1)];
  return new Date(starts.find((start) => start >= day.getTime())!);
}

const intakeName = (start: Date) =>
  `${start.getUTCMonth() === 0 ? 'January' : 'August'} ${start.getUTCFullYear()}`;

/**
 * A demo school's admissions and school life, or neither: places for a few school years (some
 * confirmed more than a year ago, so stale facts show too), two intakes whose deadlines are ahead
 * of the day the demo is loaded (the first within 10 to 120 days, so a fresh site has deadlines
 * to track and remind of), and the rest drawn from the lists; both confirmed on one day. Drawn
 * from a stream of its own, so the school's other fields stay as they were.
 */
export function demoAdmissions(
  school: { id: string; countryCode: string; city: string; ageFrom: number; ageTo: number },
  dates: { updatedAt: Date; today: Date },
): { admissions: Admissions; schoolLife: SchoolLife } | null {
  const random = Random.forKey(`${school.id}:admissions`);
  if (!random.chance(ADMISSIONS_SHARE)) return null;
  const { updatedAt, today } = dates;
  const confirmed = () => dayOf(new Date(updatedAt.getTime() - random.int(3, 540) * DAY_MS));
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
  const year = today.getUTCMonth() >= 7 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  // The next intake at least 60 days away, its deadline 10 to 120 days from today and at least
  // 30 days before it; the one after, its deadline 45 to 120 days before it (so after the first's).
  const next = intakeStart(new Date(today.getTime() + 60 * DAY_MS));
  const untilNext = Math.floor((next.getTime() - today.getTime()) / DAY_MS);
  const deadline = new Date(today.getTime() + random.int(10, Math.min(120, untilNext - 30)) * DAY_MS);
  const later = intakeStart(new Date(next.getTime() + DAY_MS));
  const admissions = {
    intakes: [
      {
        name: intakeName(next),
        opensOn: dayOf(new Date(deadline.getTime() - random.int(90, 240) * DAY_MS)),
        deadline: dayOf(deadline),
      },
      {
        name: intakeName(later),
        opensOn: null,
        deadline: dayOf(new Date(later.getTime() - random.int(45, 120) * DAY_MS)),
      },
    ],
    places,
    assessments: ADMISSION_ASSESSMENTS.filter(() => random.chance(0.4)),
    documents: ADMISSION_DOCUMENTS.filter(() => random.chance(0.5)),
  };
  const schoolLife = {
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
  };
  const confirmedOn = confirmed();
  return { admissions: { ...admissions, confirmedOn }, schoolLife: { ...schoolLife, confirmedOn } };
}
