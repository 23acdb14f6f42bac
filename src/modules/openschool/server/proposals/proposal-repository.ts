import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import type { RejectCategory } from '@/core/shared/moderation';
import { PROPOSAL_LIST } from '@/modules/openschool/shared/community-lists';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import type { SchoolAuthor } from '../schools/school-write-service';
import type { OpenSchoolTables } from '../tables';

/** A member's proposed change of a school (or a new school), as the admin reviews it. */
export interface ProposalRecord {
  id: string;
  version: number;
  /** Null for a new school not approved yet; the created school's once approved. */
  schoolId: string | null;
  /** The school's current name, or the proposed one for a new school. */
  schoolName: string;
  countryCode: string;
  /** The school's version now: when it is not `baseVersion`, the proposal is stale. */
  currentVersion: number | null;
  baseVersion: number | null;
  authorId: string | null;
  authorEmail: string | null;
  proposed: SchoolInput;
  source: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  rejectCategory: RejectCategory | null;
  decidedByEmail: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const tables = (db: Db) => db.withTables<OpenSchoolTables & AuthTables>();

const fromProposals = (db: Db) =>
  tables(db)
    .selectFrom('school_proposal')
    .leftJoin('school', 'school.id', 'school_proposal.school_id')
    .leftJoin('app_user as decider', 'decider.id', 'school_proposal.decided_by');

function selectProposal(query: ReturnType<typeof fromProposals>) {
  return query.select([
    'school_proposal.id',
    'school_proposal.version',
    'school_proposal.school_id as schoolId',
    sql<string>`coalesce(school.name, school_proposal.proposed->>'name')`.as('schoolName'),
    sql<string>`coalesce(school.country_code, school_proposal.proposed->>'countryCode')`.as('countryCode'),
    'school.version as currentVersion',
    'school_proposal.base_version as baseVersion',
    'school_proposal.author_id as authorId',
    'school_proposal.author_email as authorEmail',
    'school_proposal.proposed',
    'school_proposal.source',
    'school_proposal.status',
    'school_proposal.reason',
    'school_proposal.reject_category as rejectCategory',
    'decider.email as decidedByEmail',
    'school_proposal.decided_at as decidedAt',
    'school_proposal.created_at as createdAt',
    'school_proposal.updated_at as updatedAt',
  ]);
}

const PROPOSAL_SQL: AdminListSql = {
  spec: PROPOSAL_LIST.columns,
  columns: {
    // Pending first, the longest waiting on top; then the decided ones, latest decision first.
    queue: sql`case when school_proposal.status = 'pending'
      then extract(epoch from school_proposal.created_at) - 1e10
      else -extract(epoch from coalesce(school_proposal.decided_at, school_proposal.updated_at)) end`,
    status: sql.ref('school_proposal.status'),
    school: sql`school_proposal.school_id::text`,
    author: sql.ref('school_proposal.author_email'),
    createdAt: sql.ref('school_proposal.created_at'),
  },
  search: (pattern) =>
    sql`(school.name ilike ${pattern} or school_proposal.proposed->>'name' ilike ${pattern}
      or school_proposal.author_email ilike ${pattern})`,
  tiebreak: sql.ref('school_proposal.id'),
};

export async function findProposalPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromProposals(db), PROPOSAL_SQL, list, selectProposal);
  return { items: rows as ProposalRecord[], count };
}

/** One proposal, or null; with `forUpdate` its row (only) stays locked until the transaction ends. */
export async function findProposalById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProposalRecord | null> {
  let query = selectProposal(fromProposals(db)).where('school_proposal.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('school_proposal');
  return ((await query.executeTakeFirst()) as ProposalRecord | undefined) ?? null;
}

/** Stores a member's proposal, pending; returns its id. */
export async function insertProposal(
  db: Db,
  proposal: {
    schoolId: string | null;
    baseVersion: number | null;
    author: SchoolAuthor;
    proposed: SchoolInput;
    source: string | null;
    /** A dispute's fact and proposed value (decision 091), listed on the fact-check page. */
    dispute?: { fact: string; value: string };
  },
): Promise<string> {
  const id = uuidv7();
  await tables(db)
    .insertInto('school_proposal')
    .values({
      id,
      school_id: proposal.schoolId,
      base_version: proposal.baseVersion,
      author_id: proposal.author.id,
      author_email: proposal.author.email,
      proposed: JSON.stringify(proposal.proposed),
      source: proposal.source,
      ...(proposal.dispute
        ? { disputed_fact: proposal.dispute.fact, disputed_value: proposal.dispute.value }
        : {}),
    })
    .execute();
  return id;
}

/** Records an editor's decision on a proposal (and the school a new-school proposal created). */
export async function decideProposal(
  db: Db,
  id: string,
  decision: {
    status: 'approved' | 'rejected';
    reason: string | null;
    rejectCategory: RejectCategory | null;
    deciderId: string | null;
    schoolId?: string;
  },
): Promise<void> {
  await tables(db)
    .updateTable('school_proposal')
    .set({
      status: decision.status,
      reason: decision.reason,
      reject_category: decision.rejectCategory,
      decided_by: decision.deciderId,
      decided_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      version: sql`version + 1`,
      ...(decision.schoolId ? { school_id: decision.schoolId } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Puts a stale proposal's changes on the school's current version (an editor's re-base). */
export async function rebaseProposal(db: Db, id: string, proposed: SchoolInput, baseVersion: number) {
  await tables(db)
    .updateTable('school_proposal')
    .set({
      proposed: JSON.stringify(proposed),
      base_version: baseVersion,
      updated_at: sql<Date>`now()`,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

/** The author's pending proposals for a school, latest first: the edit form mentions them. */
export async function pendingProposalsOf(db: Db, authorId: string, schoolId: string) {
  const rows = await selectProposal(fromProposals(db))
    .where('school_proposal.author_id', '=', authorId)
    .where('school_proposal.school_id', '=', schoolId)
    .where('school_proposal.status', '=', 'pending')
    .orderBy('school_proposal.created_at', 'desc')
    .limit(5)
    .execute();
  return rows as ProposalRecord[];
}

/** The currencies the school form offers for fees: every currency of the rates, and its decimals. */
export function schoolFormCurrencies(db: Db): Promise<{ code: string; minorDigits: number }[]> {
  return tables(db)
    .selectFrom('exchange_rate')
    .select(['currency as code', 'minor_digits as minorDigits'])
    .orderBy('currency')
    .execute();
}
