import type { GraphQLContext } from '@/core/server/graphql/context';
import type { SchoolAdminInput } from '@/modules/openschool/shared/admin/school-admin-input';
import type { NotListedReason } from '@/modules/openschool/shared/admin/school-admin-list';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import type { SchoolState } from '../schools/school-state-repository';
import type { SchoolAuthor } from '../schools/school-write-service';
import type { AdminSchoolRecord } from './school-admin-repository';

/** The school's editable state, as its revisions keep it (the fees without their record ids). */
export function schoolStateOf(record: AdminSchoolRecord): SchoolState {
  const {
    id: _id,
    slug: _slug,
    listed: _listed,
    avgFeesUsdCents: _avg,
    ratingAvg: _ratingAvg,
    ratingCount: _ratingCount,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    fees,
    ...state
  } = record;
  return { ...state, fees: fees.map(({ id: _feeId, ...fee }) => fee) };
}

/** The school input of a state or an admin input: what `saveSchool` writes. */
export function schoolInputOf(value: SchoolState | SchoolAdminInput): SchoolInput {
  const { status: _status, ...rest } = value;
  const {
    version: _version,
    source: _source,
    fromFile: _fromFile,
    ...input
  } = rest as typeof rest & {
    version?: number;
    source?: unknown;
    fromFile?: unknown;
  };
  return input;
}

/** Why the publication gate keeps a school out of public lists; empty when it is listed. */
export function notListedReasons(record: AdminSchoolRecord): NotListedReason[] {
  const reasons: NotListedReason[] = [];
  if (record.status !== 'published') reasons.push('notPublished');
  if (record.name.trim() === '') reasons.push('noName');
  if (record.city.trim() === '') reasons.push('noCity');
  return reasons;
}

/** The signed-in editor, as a revision names them. */
export function authorOf(context: GraphQLContext): SchoolAuthor | null {
  return context.user ? { id: context.user.id, email: context.user.email } : null;
}
