import { countryByCode, countryName } from '@/core/server/countries/countries';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { admissionsOf } from '@/modules/openschool/shared/admissions';
import { feeHistoryOf } from '@/modules/openschool/shared/fee-history';
import { type FeeTable, feeTableOf } from '@/modules/openschool/shared/fee-table';
import type { ShownFacts } from '@/modules/openschool/shared/school-catalogue';
import { schoolLifeOf } from '@/modules/openschool/shared/school-life';
import { admissionsView, type SchoolAdmissionsView } from '../admissions/admissions-view';
import { type FactConfirmationSummary, schoolConfirmations } from '../confirmations/confirmation-summary';
import { confirmableFactsOf, factValuesOf } from '../confirmations/fact-values';
import { EXCHANGE_RATE_MAP } from '../fees/exchange-rate-repository';
import { type FeeHistoryView, type FeeTableView, feeHistoryView, feeViews } from '../fees/school-detail-fees';
import type { CurriculumItem } from '../reference/curriculum-repository';
import { GRADES_BY_AGE, type GradeRow } from '../reference/grade-repository';
import { revisionTopics } from '../revisions/revision-topics';
import { type SchoolLifeView, schoolLifeView } from '../school-life/school-life-view';
import { shownFactsOfRow } from '../schools/school-columns';
import { findPublishedSchool, findSchoolParts, type PhotoRow } from './school-detail-repository';

export interface RevisionSummary {
  id: string;
  kind: string;
  source: string | null;
  createdAt: Date;
  /** What the change touched (`fees`, `location`…), each once, in reading order; never who made it. */
  fields: string[];
}

export interface SchoolDetailView extends ShownFacts {
  id: string;
  name: string;
  slug: string;
  city: string;
  countryCode: string;
  countrySlug: string;
  countryName: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  email: string | null;
  phone: string | null;
  description: string;
  avgFees: number | null;
  ratingAvg: number | null;
  ratingCount: number;
  listed: boolean;
  lastVerifiedAt: string | null;
  verifiedSource: string | null;
  createdAt: Date;
  /** Its newest revision's date; its row's for a school without history. */
  updatedAt: Date;
  curriculums: CurriculumItem[];
  fees: FeeTableView;
  feeHistory: FeeHistoryView;
  admissions: SchoolAdmissionsView;
  schoolLife: SchoolLifeView;
  /** Members' confirmations of the facts as they stand (decision 091). */
  confirmations: FactConfirmationSummary[];
  gradeEquivalence: { age: number; grades: GradeRow[] }[];
  photos: PhotoRow[];
  revisions: RevisionSummary[];
  revisionCount: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const dateText = (value: Date | string | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The ages the grade equivalence table covers: the school's, its fee table's, or all school ages. */
function equivalenceAges(school: { ageFrom: number | null; ageTo: number | null }, fees: FeeTable): number[] {
  const tableAges = fees.grades.flatMap((row) => (row.age === null ? [] : [row.age]));
  const from = school.ageFrom ?? (tableAges.length ? Math.min(...tableAges) : 3);
  const to = school.ageTo ?? (tableAges.length ? Math.max(...tableAges) : 17);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * A published school with everything its page shows: profile, curriculums, fee table (per
 * grade of its own system, in its currency with US dollars), the grades of every system by
 * age, photos and a summary of its latest changes. Null for an unknown id or a school that is
 * not published. A listed school may lack fees, curriculums or ages: those parts are empty.
 */
export async function schoolDetail(context: GraphQLContext, id: string): Promise<SchoolDetailView | null> {
  if (!UUID.test(id)) return null;
  const school = await findPublishedSchool(context.db, id);
  if (!school) return null;
  const [parts, grades, rates] = await Promise.all([
    findSchoolParts(context.db, id),
    context.kept.read(GRADES_BY_AGE),
    context.kept.read(EXCHANGE_RATE_MAP),
  ]);
  // The confirmations of the facts' values as the page shows them (decision 091).
  const facts = confirmableFactsOf(school, parts.fees, (currency) => rates.get(currency)?.minorDigits ?? 2);
  const confirmations = await schoolConfirmations(context.db, id, factValuesOf(facts));
  const confirmedOn = new Map(confirmations.map((entry) => [entry.fact, entry.lastConfirmedOn]));
  const feeInput = {
    school: { ageFrom: school.age_from, ageTo: school.age_to },
    fees: parts.fees,
    grades: grades.filter((grade) => grade.system === school.grade_system),
    rates,
  };
  const table = feeTableOf(feeInput);
  const ages = equivalenceAges({ ageFrom: school.age_from, ageTo: school.age_to }, table);
  const countryCode = school.country_code;
  return {
    id: school.id,
    name: school.name,
    slug: school.slug,
    city: school.city,
    countryCode,
    countrySlug: countryByCode(countryCode)?.slug ?? countryCode.toLowerCase(),
    countryName: countryName(countryCode, context.lang),
    address: school.address,
    latitude: school.latitude,
    longitude: school.longitude,
    website: school.website,
    email: school.email,
    phone: school.phone,
    description: school.description,
    ...shownFactsOfRow(school),
    avgFees: school.avg_fees_usd_cents === null ? null : school.avg_fees_usd_cents / 100,
    // numeric comes back as a string from `pg`.
    ratingAvg: school.rating_avg === null ? null : Number(school.rating_avg),
    ratingCount: school.rating_count,
    listed: school.listed,
    lastVerifiedAt: dateText(school.last_verified_at),
    verifiedSource: school.verified_source,
    createdAt: school.created_at,
    // The date its history shows last: what "Last updated" says must be one of its changes.
    updatedAt: parts.revisions[0]?.createdAt ?? school.updated_at,
    curriculums: parts.curriculums,
    fees: feeViews(table, rates),
    feeHistory: feeHistoryView(feeHistoryOf(feeInput), rates),
    admissions: admissionsView(admissionsOf(school.admissions), feeInput.grades, new Date(), confirmedOn),
    schoolLife: schoolLifeView(schoolLifeOf(school.school_life), context.lang, new Date(), confirmedOn),
    confirmations,
    gradeEquivalence: ages.map((age) => ({ age, grades: grades.filter((grade) => grade.ageFrom === age) })),
    photos: parts.photos,
    revisions: parts.revisions.map((revision) => ({
      id: revision.id,
      kind: revision.kind,
      source: revision.source,
      createdAt: revision.createdAt,
      fields: revisionTopics(revision.changes),
    })),
    revisionCount: parts.revisionCount,
  };
}
