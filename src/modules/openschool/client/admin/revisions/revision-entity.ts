import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { REVISION_LIST } from '@/modules/openschool/shared/community-lists';

/** `schoolVersion`: the school's version now, which a restore is based on. */
const REVISION_FIELDS = adminGraphql(`
  fragment AdminSchoolRevisionFields on AdminSchoolRevision {
    _id version schoolId schoolName countryCode schoolVersion kind source authorEmail
    changes { field before after } snapshot createdAt
  }
`);

export type RevisionItem = ResultOf<typeof REVISION_FIELDS>;

export const REVISIONS_PATH = '/_admin/school-revisions';

export const revisionEntity: AdminClientEntity<RevisionItem> = {
  name: 'SchoolRevision',
  plural: 'SchoolRevisions',
  // A school's history: School:list and School:read, as on the server.
  permissionPrefix: 'School',
  path: REVISIONS_PATH,
  list: REVISION_LIST,
  fields: REVISION_FIELDS,
  titleOf: (revision) => revision.schoolName,
};
