import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { REVISION_LIST } from '../../../shared/community-lists';
import type { FieldChangeView } from '../../edit/school-edit.query';

export interface RevisionItem {
  _id: string;
  version: number;
  schoolId: string;
  schoolName: string;
  countryCode: string;
  /** The school's version now: a restore is based on it. */
  schoolVersion: number;
  kind: string;
  source: string | null;
  authorEmail: string | null;
  changes: FieldChangeView[];
  snapshot: Record<string, unknown>;
  createdAt: string;
}

export const REVISIONS_PATH = '/_admin/school-revisions';

export const revisionEntity: AdminClientEntity<RevisionItem> = {
  name: 'SchoolRevision',
  plural: 'SchoolRevisions',
  // A school's history: School:list and School:read, as on the server.
  permissionPrefix: 'School',
  path: REVISIONS_PATH,
  list: REVISION_LIST,
  fields:
    '_id version schoolId schoolName countryCode schoolVersion kind source authorEmail ' +
    'changes { field before after } snapshot createdAt',
  titleOf: (revision) => revision.schoolName,
};
