import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { countAll } from '@/core/server/db/count';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import type { RejectCategory } from '@/core/shared/moderation';
import { RATING_LIST } from '@/modules/openschool/shared/community-lists';
import { RATING_DIMENSIONS, type RatingDimension } from '@/modules/openschool/shared/directory-constants';
import type { RatingInput, RatingModerationInput } from '@/modules/openschool/shared/rating-input';
import type { OpenSchoolTables } from '../tables';

type Marks = { overall: number } & Record<RatingDimension, number | null>;

/** A rating as its author and the moderators see it. */
export interface RatingRecord extends Marks {
  id: string;
  version: number;
  schoolId: string;
  schoolName: string;
  countryCode: string;
  userId: string | null;
  authorEmail: string | null;
  /** The author's public name: their username, else their first name; never their email. */
  authorName: string | null;
  comment: string;
  status: 'pending' | 'approved' | 'rejected';
  rejectReason: string | null;
  rejectCategory: RejectCategory | null;
  moderatedByEmail: string | null;
  moderatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const tables = (db: Db) => db.withTables<OpenSchoolTables & AuthTables>();

const fromRatings = (db: Db) =>
  tables(db)
    .selectFrom('school_rating')
    .innerJoin('school', 'school.id', 'school_rating.school_id')
    .leftJoin('app_user as author', 'author.id', 'school_rating.user_id')
    .leftJoin('app_user as moderator', 'moderator.id', 'school_rating.moderated_by');

function selectRating(query: ReturnType<typeof fromRatings>) {
  return query.select([
    'school_rating.id',
    'school_rating.version',
    'school_rating.school_id as schoolId',
    'school.name as schoolName',
    'school.country_code as countryCode',
    'school_rating.user_id as userId',
    'author.email as authorEmail',
    sql<string | null>`coalesce(author.username, author.first_name)`.as('authorName'),
    'school_rating.overall',
    ...RATING_DIMENSIONS.map((dimension) => `school_rating.${dimension}` as const),
    'school_rating.comment',
    'school_rating.status',
    'school_rating.reject_reason as rejectReason',
    'school_rating.reject_category as rejectCategory',
    'moderator.email as moderatedByEmail',
    'school_rating.moderated_at as moderatedAt',
    'school_rating.created_at as createdAt',
    'school_rating.updated_at as updatedAt',
  ]);
}

const RATING_SQL: AdminListSql = {
  spec: RATING_LIST.columns,
  columns: {
    // Pending first, the longest waiting on top; then the moderated ones, latest first.
    queue: sql`case when school_rating.status = 'pending'
      then extract(epoch from school_rating.created_at) - 1e10
      else -extract(epoch from coalesce(school_rating.moderated_at, school_rating.updated_at)) end`,
    status: sql.ref('school_rating.status'),
    school: sql`school_rating.school_id::text`,
    overall: sql`school_rating.overall::text`,
    author: sql.ref('author.email'),
    createdAt: sql.ref('school_rating.created_at'),
  },
  search: (pattern) =>
    sql`(school.name ilike ${pattern} or school_rating.comment ilike ${pattern} or author.email ilike ${pattern})`,
  tiebreak: sql.ref('school_rating.id'),
};

export async function findRatingPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromRatings(db), RATING_SQL, list, selectRating);
  return { items: rows as RatingRecord[], count };
}

/** One rating, or null; with `forUpdate` its row (only) stays locked until the transaction ends. */
export async function findRatingById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  let query = selectRating(fromRatings(db)).where('school_rating.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('school_rating');
  return ((await query.executeTakeFirst()) as RatingRecord | undefined) ?? null;
}

/** The user's rating of the school, whatever its status, or null. */
export async function findUserRating(db: Db, userId: string, schoolId: string) {
  const row = await selectRating(fromRatings(db))
    .where('school_rating.user_id', '=', userId)
    .where('school_rating.school_id', '=', schoolId)
    .executeTakeFirst();
  return (row as RatingRecord | undefined) ?? null;
}

/**
 * Stores a user's rating of a school. A second rating replaces the first: new marks and text,
 * dated now, pending again (a moderator reads the new text). Returns the rating's id.
 */
export async function upsertRating(db: Db, rating: { schoolId: string; userId: string; input: RatingInput }) {
  const marks = {
    overall: rating.input.overall,
    ...Object.fromEntries(RATING_DIMENSIONS.map((dimension) => [dimension, rating.input[dimension]])),
    comment: rating.input.comment,
  };
  const row = await tables(db)
    .insertInto('school_rating')
    .values({ id: uuidv7(), school_id: rating.schoolId, user_id: rating.userId, ...marks })
    .onConflict((oc) =>
      oc.columns(['school_id', 'user_id']).doUpdateSet({
        ...marks,
        status: 'pending',
        reject_reason: null,
        reject_category: null,
        moderated_by: null,
        moderated_at: null,
        created_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
        version: sql`school_rating.version + 1`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the status of ratings (and the reason of a rejection): the school's aggregate follows. */
export async function moderateRatings(
  db: Db,
  ids: string[],
  decision: RatingModerationInput & { moderatorId: string | null },
) {
  await tables(db)
    .updateTable('school_rating')
    .set({
      status: decision.status,
      reject_reason: decision.rejectReason,
      reject_category: decision.rejectCategory,
      moderated_by: decision.status === 'pending' ? null : decision.moderatorId,
      moderated_at: decision.status === 'pending' ? null : sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      version: sql`version + 1`,
    })
    .where('id', 'in', ids)
    .execute();
}

/** A school's approved ratings, newest first, a page at a time, and how many there are. */
export async function approvedRatings(db: Db, schoolId: string, page: { limit: number; offset: number }) {
  const approved = fromRatings(db)
    .where('school_rating.school_id', '=', schoolId)
    .where('school_rating.status', '=', 'approved');
  const [items, total] = await Promise.all([
    selectRating(approved)
      .orderBy('school_rating.created_at', 'desc')
      .orderBy('school_rating.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    approved.select(countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: items as RatingRecord[], count: total.count };
}

/** Approved ratings only: the average of each mark and how many gave each overall mark. */
export interface RatingSummary {
  count: number;
  averages: { overall: number | null } & Record<RatingDimension, number | null>;
  /** Ratings with 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: number[];
}

export async function ratingSummary(db: Db, schoolId: string): Promise<RatingSummary> {
  const average = (column: string) => sql<number | null>`round(avg(${sql.ref(column)}), 2)::float8`;
  const row = await tables(db)
    .selectFrom('school_rating')
    .where('school_id', '=', schoolId)
    .where('status', '=', 'approved')
    .select([
      countAll().as('count'),
      average('overall').as('overall'),
      ...RATING_DIMENSIONS.map((dimension) => average(dimension).as(dimension)),
      ...[1, 2, 3, 4, 5].map((stars) =>
        sql<number>`count(*) filter (where overall = ${stars})::int`.as(`n${stars}`),
      ),
    ])
    .executeTakeFirstOrThrow();
  const values = row as unknown as Record<string, number | null>;
  return {
    count: row.count,
    averages: Object.fromEntries(
      ['overall', ...RATING_DIMENSIONS].map((key) => [key, values[key] ?? null]),
    ) as RatingSummary['averages'],
    distribution: [1, 2, 3, 4, 5].map((stars) => Number(values[`n${stars}`] ?? 0)),
  };
}

/** The school a rating is for, if it exists: its name and status. */
export async function schoolToRate(db: Db, schoolId: string) {
  return (
    (await tables(db)
      .selectFrom('school')
      .select(['id', 'name', 'status', 'country_code as countryCode'])
      .where('id', '=', schoolId)
      .executeTakeFirst()) ?? null
  );
}
