import { countAll } from '@/core/server/db/count';
import type { Db } from '@/core/server/db/database';
import type { FeeRecord } from '@/modules/openschool/shared/fee-table';
import { CURRICULUM_COLUMNS, toCurriculumItem } from '../reference/curriculum-repository';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** How many of a school's latest changes its page summarises. */
export const REVISIONS_SHOWN = 5;

/** A published school's row (drafts and archived schools are not public); undefined otherwise. */
export function findPublishedSchool(db: Db, id: string) {
  return tables(db)
    .selectFrom('school')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

export type SchoolDetailRow = NonNullable<Awaited<ReturnType<typeof findPublishedSchool>>>;

export interface PhotoRow {
  id: string;
  imageId: string;
  caption: string | null;
}

export interface RevisionRow {
  id: string;
  kind: string;
  source: string | null;
  createdAt: Date;
  /** `[{ field, before, after }]`, as recordChanges gives them. */
  changes: unknown;
}

/** A school_fee row as the fee table reads it. */
export function feeRecordOf(row: {
  id: string;
  kind: string;
  age_from: number | null;
  age_to: number | null;
  amount_minor: number | string | bigint;
  currency: string;
  period: string;
  academic_year: string;
  note: string | null;
}): FeeRecord {
  return {
    id: row.id,
    kind: row.kind,
    ageFrom: row.age_from,
    ageTo: row.age_to,
    // bigint comes back as a string from `pg`.
    amountMinor: Number(row.amount_minor),
    currency: row.currency.trim(),
    period: row.period,
    academicYear: row.academic_year,
    note: row.note,
  };
}

/** What a school's page shows beside its own row: curriculums, fees, photos, latest changes. */
export async function findSchoolParts(db: Db, schoolId: string) {
  const [curriculums, fees, photos, revisions, revisionCount] = await Promise.all([
    tables(db)
      .selectFrom('school_curriculum')
      .innerJoin('curriculum', 'curriculum.id', 'school_curriculum.curriculum_id')
      .select(CURRICULUM_COLUMNS)
      .where('school_curriculum.school_id', '=', schoolId)
      .orderBy('curriculum.family')
      .orderBy('curriculum.name')
      .execute(),
    tables(db)
      .selectFrom('school_fee')
      .selectAll()
      .where('school_id', '=', schoolId)
      .orderBy('kind')
      .orderBy('age_from')
      .orderBy('id')
      .execute(),
    tables(db)
      .selectFrom('school_photo')
      .select(['id', 'image_id', 'caption'])
      .where('school_id', '=', schoolId)
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
    tables(db)
      .selectFrom('school_revision')
      .select(['id', 'kind', 'source', 'created_at', 'changes'])
      .where('school_id', '=', schoolId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(REVISIONS_SHOWN)
      .execute(),
    tables(db)
      .selectFrom('school_revision')
      .select(countAll().as('count'))
      .where('school_id', '=', schoolId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    curriculums: curriculums.map(toCurriculumItem),
    fees: fees.map(feeRecordOf),
    photos: photos.map((row): PhotoRow => ({ id: row.id, imageId: row.image_id, caption: row.caption })),
    revisions: revisions.map(
      (row): RevisionRow => ({
        id: row.id,
        kind: row.kind,
        source: row.source,
        createdAt: row.created_at,
        changes: row.changes,
      }),
    ),
    revisionCount: revisionCount.count,
  };
}
