import type { AdminListSpec } from '@/core/shared/admin-list';
import { PROPOSAL_STATUSES, RATING_STATUSES } from './directory-constants';

/** Kinds of change a revision records, as saveSchool writes them. */
export const REVISION_KINDS = ['create', 'edit', 'proposal', 'restore', 'import'] as const;

/**
 * Members' proposed changes in the admin: newest first; the queue view (`?status=pending&sort=queue`)
 * puts the longest waiting on top. Filtered by status, school (its id, from a school's page) and author.
 */
export const PROPOSAL_LIST: AdminListSpec = {
  columns: {
    queue: { sortable: true },
    status: { filter: 'options', options: PROPOSAL_STATUSES },
    school: { filter: 'exact' },
    author: { filter: 'text' },
    createdAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-createdAt',
};

/** Every change of every school, newest first, filtered by school (its id), kind and author. */
export const REVISION_LIST: AdminListSpec = {
  columns: {
    school: { filter: 'exact' },
    kind: { filter: 'options', options: REVISION_KINDS },
    author: { filter: 'text' },
    createdAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-createdAt',
};

/** The ratings: newest first; the queue view (`sort=queue`) puts pending first, the longest waiting on top. */
export const RATING_LIST: AdminListSpec = {
  columns: {
    queue: { sortable: true },
    status: { filter: 'options', options: RATING_STATUSES },
    school: { filter: 'exact' },
    overall: { sortable: true, filter: 'options', options: ['1', '2', '3', '4', '5'] },
    author: { filter: 'text' },
    createdAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-createdAt',
};
