import { countryByCode, countryName } from '@/core/server/countries/countries';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { admissionsOf } from '@/modules/openschool/shared/admissions';
import { isSchoolId, SHORTLIST_MAX } from '@/modules/openschool/shared/shortlist-input';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  changedDeadlines,
} from '@/modules/openschool/shared/shortlist-tracker';
import { listOwnerOf } from './shortlist-family-repository';
import {
  addShortlistRows,
  listedSchoolIds,
  removeShortlistRow,
  type ShortlistRow,
  shortlistOf,
  updateShortlistNote,
} from './shortlist-repository';

export interface ShortlistSchool {
  id: string;
  name: string;
  city: string;
  countryCode: string;
  countrySlug: string;
  countryName: string;
  /** Average yearly fee in USD, null when unknown. */
  avgFees: number | null;
  addedAt: Date;
  /** The owner's private note, null when none. */
  note: string | null;
  /** Where the owner is with the school, and their date of that step (YYYY-MM-DD). */
  status: ApplicationStatus;
  statusOn: string | null;
  /** The owner's date of each step that has one, in the order an application goes. */
  steps: { status: ApplicationStatus; on: string }[];
  /** The school's intakes; `previousDeadline` set when the deadline changed since the owner saw it. */
  intakes: TrackedIntake[];
  /** Who of the family last changed the school (added it, moved its status, wrote its note), and when. */
  changedBy: { id: string; name: string } | null;
  changedAt: Date | null;
}

export interface TrackedIntake {
  name: string;
  opensOn: string | null;
  deadline: string | null;
  /** The deadline the owner saw before it changed (null: it had none); undefined when unchanged. */
  previousDeadline?: string | null;
}

export interface Shortlist {
  items: ShortlistSchool[];
  max: number;
}

type Deps = Pick<GraphQLContext, 'db' | 'lang'>;

function shortlistFrom(rows: ShortlistRow[], deps: Deps): Shortlist {
  return {
    max: SHORTLIST_MAX,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city,
      countryCode: row.country_code,
      countrySlug: countryByCode(row.country_code)?.slug ?? row.country_code.toLowerCase(),
      countryName: countryName(row.country_code, deps.lang),
      avgFees: row.avg_fees_usd_cents === null ? null : row.avg_fees_usd_cents / 100,
      addedAt: row.added_at,
      note: row.note,
      status: row.status as ApplicationStatus,
      statusOn: row.steps.find((step) => step.status === row.status)?.on ?? null,
      steps: stepsInOrder(row.steps),
      intakes: trackedIntakes(row),
      changedBy: row.changed_by,
      changedAt: row.changed_at,
    })),
  };
}

function stepsInOrder(steps: ShortlistRow['steps']): ShortlistSchool['steps'] {
  return APPLICATION_STATUSES.flatMap((status) => steps.filter((step) => step.status === status)).map(
    (step) => ({ status: step.status as ApplicationStatus, on: step.on }),
  );
}

function trackedIntakes(row: ShortlistRow): TrackedIntake[] {
  const { intakes } = admissionsOf(row.admissions);
  const changed = changedDeadlines(intakes, row.intakes_seen);
  return intakes.map((intake) =>
    changed.has(intake.name) ? { ...intake, previousDeadline: changed.get(intake.name) ?? null } : intake,
  );
}

/**
 * The signed-in user's shortlist, oldest first, listed schools only: their family's when they
 * joined one (decision 095), else their own. Every function here takes the user and finds the
 * list from them, so nobody ever names a list they do not share.
 */
export async function readShortlist(deps: Deps, userId: string): Promise<Shortlist> {
  return shortlistFrom(await shortlistOf(deps.db, await listOwnerOf(deps.db, userId)), deps);
}

/**
 * Adds a listed school; adding one already there changes nothing. Refused with `shortlist.full`
 * at SHORTLIST_MAX and `school.not.found` for a school that is not listed. (Two adds racing
 * from two tabs could pass the cap by one: harmless, and not worth a lock.)
 */
export async function addToShortlist(deps: Deps, userId: string, schoolId: string): Promise<Shortlist> {
  const listId = await listOwnerOf(deps.db, userId);
  const rows = await shortlistOf(deps.db, listId);
  if (rows.some((row) => row.id === schoolId)) return shortlistFrom(rows, deps);
  if (rows.length >= SHORTLIST_MAX) throw new AppError('shortlist.full', { field: 'schoolId' });
  if (!(await listedSchoolIds(deps.db, [schoolId])).has(schoolId)) {
    throw new AppError('school.not.found', { field: 'schoolId' });
  }
  await addShortlistRows(deps.db, listId, [schoolId], userId);
  return readShortlist(deps, userId);
}

/** Removes a school; removing one that is not there changes nothing. */
export async function removeFromShortlist(deps: Deps, userId: string, schoolId: string): Promise<Shortlist> {
  await removeShortlistRow(deps.db, await listOwnerOf(deps.db, userId), schoolId);
  return readShortlist(deps, userId);
}

/**
 * Merges a guest's shortlist into the account at sign-in: the union, the account's schools
 * first, then the guest's in their order, up to SHORTLIST_MAX. Ids of schools that are not
 * listed (or not ids at all) are skipped.
 */
export async function mergeShortlist(deps: Deps, userId: string, ids: readonly string[]): Promise<Shortlist> {
  await mergeIntoList(deps.db, await listOwnerOf(deps.db, userId), ids, userId);
  return readShortlist(deps, userId);
}

/** Adds schools to a list after its own, up to SHORTLIST_MAX, skipping those not listed. */
export async function mergeIntoList(db: Deps['db'], listId: string, ids: readonly string[], actorId: string) {
  const rows = await shortlistOf(db, listId);
  const present = new Set(rows.map((row) => row.id));
  const candidates = ids.filter((id) => isSchoolId(id) && !present.has(id));
  const listed = await listedSchoolIds(db, candidates);
  const added = candidates.filter((id) => listed.has(id)).slice(0, Math.max(0, SHORTLIST_MAX - rows.length));
  await addShortlistRows(db, listId, added, actorId);
}

/**
 * Sets the note on a school of the user's shortlist, shared with their family (null removes it). Refused with
 * `shortlist.school.missing` for a school that is not on it: a note belongs to a shortlisted
 * school and leaves with it.
 */
export async function setShortlistNote(
  deps: Deps,
  userId: string,
  input: { schoolId: string; note: string | null },
): Promise<Shortlist> {
  const listId = await listOwnerOf(deps.db, userId);
  const rows = await shortlistOf(deps.db, listId);
  if (!rows.some((row) => row.id === input.schoolId)) {
    throw new AppError('shortlist.school.missing', { field: 'schoolId' });
  }
  await updateShortlistNote(deps.db, listId, input.schoolId, input.note, userId);
  return readShortlist(deps, userId);
}

/**
 * A guest's list (the ids of their cookie) with a school added, under the same rules as an
 * account's: `shortlist.full` at SHORTLIST_MAX, `school.not.found` for a school not listed.
 */
export async function addToGuestShortlist(
  deps: Deps,
  ids: readonly string[],
  schoolId: string,
): Promise<string[]> {
  if (ids.includes(schoolId)) return [...ids];
  if (ids.length >= SHORTLIST_MAX) throw new AppError('shortlist.full', { field: 'schoolId' });
  if (!(await listedSchoolIds(deps.db, [schoolId])).has(schoolId)) {
    throw new AppError('school.not.found', { field: 'schoolId' });
  }
  return [...ids, schoolId];
}
