import type { Insertable } from 'kysely';
import { countryByCode } from '@/core/server/countries/countries';
import type {
  SchoolFeeTable,
  SchoolProposalTable,
  SchoolRatingTable,
  SchoolRevisionTable,
  SchoolTable,
} from '../tables';
import type { CompleteSchool } from './complete-school';
import { type DemoAuthor, demoProposal, demoRevisions } from './demo-history';
import { demoRatings } from './demo-ratings';
import { demoSchoolState } from './demo-school-state';
import { Random } from './random';
import { schoolName } from './school-names';

const DAY_MS = 24 * 3600 * 1000;
/** Share of published schools with a member's edit waiting for an editor. */
const PROPOSAL_SHARE = 0.003;
/** Share of schools whose city gets a member's proposal of a new school. */
const NEW_SCHOOL_SHARE = 0.0005;

/** What one batch inserts, table by table. */
export interface DemoBatch {
  schools: Insertable<SchoolTable>[];
  curriculumLinks: { school_id: string; curriculum_id: string }[];
  fees: Insertable<SchoolFeeTable>[];
  ratings: Insertable<SchoolRatingTable>[];
  revisions: Insertable<SchoolRevisionTable>[];
  proposals: Insertable<SchoolProposalTable>[];
}

export interface SchoolWithExtras extends CompleteSchool {
  ratings: Insertable<SchoolRatingTable>[];
  revisions: Insertable<SchoolRevisionTable>[];
  proposals: Insertable<SchoolProposalTable>[];
}

/**
 * A demo school's community life: its revisions (creation, maybe an edit, the row's `updated_at`
 * the newest one's date), members' ratings if it is published, and sometimes a pending proposal. Drawn from a stream of its own, seeded by
 * its id, so adding history never changes the school's fields.
 */
export function demoExtras(
  complete: CompleteSchool,
  context: { members: readonly DemoAuthor[]; digits: ReadonlyMap<string, number>; now: Date },
): SchoolWithExtras {
  const { school } = complete;
  const random = Random.forKey(`${school.id}:history`);
  const createdAt = school.created_at as Date;
  const updatedAt = school.updated_at as Date;
  const { members, now } = context;
  const member = () => (members.length ? members[random.int(0, members.length - 1)]! : null);
  const state = demoSchoolState(school, complete.curriculumSlugs, complete.fees, context.digits);
  const { revisions, version } = demoRevisions(
    random,
    { id: school.id, createdAt, updatedAt },
    state,
    member(),
  );
  // The row says it last changed when its history does: a generated date with no edit behind it
  // would put "Last updated" on a day the school's history does not have.
  const lastChange = revisions.at(-1)!.created_at as Date;
  const published = school.status === 'published';
  const ratings = published
    ? demoRatings(
        random,
        { id: school.id, createdAt, now },
        members.map((author) => author.id),
      )
    : [];
  const proposals: Insertable<SchoolProposalTable>[] = [];
  const author = member();
  // Proposals are recent (the last three weeks), and never older than the school's last change.
  const recently = () =>
    new Date(Math.max(lastChange.getTime(), now.getTime() - random.next() * 21 * DAY_MS));
  if (author && published && random.chance(PROPOSAL_SHARE)) {
    proposals.push(
      demoProposal(
        random,
        { schoolId: school.id, version, state: { ...state, version }, at: recently() },
        author,
      ),
    );
  }
  if (author && random.chance(NEW_SCHOOL_SHARE)) {
    const name = schoolName(random, countryByCode(school.country_code)?.languages ?? [], school.city);
    // Another school of the same city and kind, as a parent would type it: name and teaching.
    const proposed = {
      ...state,
      name,
      address: null,
      website: null,
      email: null,
      latitude: null,
      longitude: null,
    };
    proposals.push(
      demoProposal(random, { schoolId: null, version: null, state: proposed, at: recently() }, author),
    );
  }
  return {
    ...complete,
    school: { ...school, version, updated_at: lastChange },
    ratings,
    revisions,
    proposals,
  };
}
