import type { AdminListSpec } from './admin-list';

/** The audit log's list: newest first, filtered by who, which record and when. */
export const AUDIT_LOG_LIST: AdminListSpec = {
  columns: {
    createdAt: { sortable: true, filter: 'dateRange' },
    actor: { sortable: true, filter: 'text' },
    entity: { sortable: true, filter: 'exact' },
    entityId: { filter: 'exact' },
    action: { sortable: true, filter: 'exact' },
  },
  defaultSort: '-createdAt',
};

export const AUDIT_LOG_FILE_HEADERS = [
  'createdAt',
  'actor',
  'entity',
  'entityId',
  'action',
  'before',
  'after',
] as const;
