import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { recordChanges } from '@/core/shared/record-diff';
import { ACCREDITATIONS } from '@/modules/openschool/shared/directory-constants';
import type { SchoolState } from '../schools/school-state-repository';
import type { SchoolProposalTable, SchoolRevisionTable } from '../tables';
import { inputOf } from './demo-school-state';
import type { Random } from './random';

const DAY_MS = 24 * 3600 * 1000;

/** The source of the revision that brings a demo school into the directory. */
export const DEMO_SOURCE = 'Demo data';

export interface DemoAuthor {
  id: string;
  email: string;
}

/** An amount as schools print it: three significant digits, in whole units. */
function roundNicely(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, value))) - 2);
  return Math.round(value / step) * step;
}

// What an edit of a demo school changed: fees raised for the new year, a new head count, a class
// size, an accreditation obtained, a website added. `earlier` undoes the change on the state.
const EDITS: ((random: Random, state: SchoolState) => Partial<SchoolState> | null)[] = [
  (random, state) => ({
    fees: state.fees.map((fee) =>
      fee.kind === 'tuition'
        ? { ...fee, amount: roundNicely(fee.amount * (1 - random.int(3, 8) / 100)) }
        : fee,
    ),
  }),
  (random, state) =>
    state.studentCount
      ? { studentCount: Math.round(state.studentCount * (0.85 + random.next() * 0.1)) }
      : null,
  (random, state) =>
    state.avgClassSize
      ? { avgClassSize: Math.max(1, state.avgClassSize + random.pick([-2, -1, 1, 2])) }
      : null,
  (_random, state) =>
    state.accreditations.length ? { accreditations: state.accreditations.slice(0, -1) } : null,
  (_random, state) => (state.website ? { website: null, email: null } : null),
];

/**
 * A demo school's history: its creation (kind `import`, source "Demo data") and, for about a
 * school in five edited since, an edit by a member that brought it to its current state. The
 * edited school is at version 2, its creation snapshot at version 1.
 */
export function demoRevisions(
  random: Random,
  school: { id: string; createdAt: Date; updatedAt: Date },
  state: SchoolState,
  editor: DemoAuthor | null,
): { revisions: Insertable<SchoolRevisionTable>[]; version: number } {
  const edited =
    editor && school.updatedAt.getTime() - school.createdAt.getTime() > 2 * DAY_MS && random.chance(0.2);
  const changes = edited
    ? Object.assign(
        {},
        ...random.pick([[0], [1], [2, 3], [0, 4], [1, 2]]).map((i) => EDITS[i]!(random, state)),
      )
    : {};
  const first: SchoolState = { ...state, ...changes, version: 1 };
  if (edited) {
    first.lastVerifiedAt = school.createdAt.toISOString().slice(0, 10);
    first.verifiedSource = 'Parent report';
  }
  const revision = (
    kind: string,
    at: Date,
    before: SchoolState | null,
    after: SchoolState,
    author: DemoAuthor | null,
  ) => {
    const { version: _before, ...beforeFields } = before ?? { version: 0 };
    const { version: _after, ...afterFields } = after;
    return {
      id: uuidv7({ msecs: at.getTime(), random: random.bytes(16) }),
      school_id: school.id,
      author_id: author?.id ?? null,
      author_email: author?.email ?? null,
      kind,
      source:
        kind === 'import' ? DEMO_SOURCE : random.pick(['School website', 'Admissions office, by phone']),
      changes: JSON.stringify(recordChanges(before ? beforeFields : null, afterFields)),
      snapshot: JSON.stringify(after),
      created_at: at,
    };
  };
  const created = revision('import', school.createdAt, null, first, null);
  if (!edited) return { revisions: [created], version: 1 };
  const last: SchoolState = { ...state, version: 2 };
  return { revisions: [created, revision('edit', school.updatedAt, first, last, editor)], version: 2 };
}

const NEWS = 'A new sports hall and a second science laboratory opened this year.';

// What members propose: a fee rise, a new accreditation, news for the description, a head count.
const PROPOSALS: ((random: Random, state: SchoolState) => Partial<SchoolState>)[] = [
  (random, state) => ({
    fees: state.fees.map((fee) =>
      fee.kind === 'tuition'
        ? { ...fee, amount: roundNicely(fee.amount * (1 + random.int(3, 7) / 100)) }
        : fee,
    ),
  }),
  (random, state) => {
    const missing = ACCREDITATIONS.filter((body) => !state.accreditations.includes(body));
    return missing.length
      ? { accreditations: [...state.accreditations, random.pick(missing)] }
      : { description: `${state.description}\n\n${NEWS}` };
  },
  (_random, state) => ({
    description: `${state.description}\n\n${NEWS}`,
  }),
  (random, state) => ({
    studentCount: Math.round((state.studentCount ?? 500) * (1.05 + random.next() * 0.1)),
  }),
];

/** A member's pending proposal to change a school (or, with `schoolId` null, to add one). */
export function demoProposal(
  random: Random,
  target: { schoolId: string | null; version: number | null; state: SchoolState; at: Date },
  author: DemoAuthor,
): Insertable<SchoolProposalTable> {
  const change = target.schoolId ? random.pick(PROPOSALS)(random, target.state) : {};
  return {
    id: uuidv7({ msecs: target.at.getTime(), random: random.bytes(16) }),
    school_id: target.schoolId,
    author_id: author.id,
    author_email: author.email,
    base_version: target.version,
    proposed: JSON.stringify(inputOf({ ...target.state, ...change })),
    source: random.pick(['Parent report', 'School newsletter', 'Open day visit']),
    status: 'pending',
    created_at: target.at,
    updated_at: target.at,
  };
}
