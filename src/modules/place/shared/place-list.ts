import type { AdminListSpec } from '@/core/shared/admin-list';
import { PLACE_CATEGORIES, PLACE_STATUSES } from './place-schemas';

/** The admin's list of places: newest first; the queue view (`sort=queue`) puts pending first, the longest waiting on top. */
export const PLACE_LIST: AdminListSpec = {
  columns: {
    queue: { sortable: true },
    name: { sortable: true, filter: 'text' },
    category: { filter: 'options', options: PLACE_CATEGORIES },
    status: { filter: 'options', options: PLACE_STATUSES },
    author: { filter: 'text' },
    createdAt: { sortable: true, filter: 'dateRange' },
    updatedAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-createdAt',
};

/** The columns of a places file (CSV or JSON), export and import alike. */
export const PLACE_FILE_HEADERS = [
  'name',
  'category',
  'description',
  'address',
  'latitude',
  'longitude',
  'website',
  'openingNotes',
  'photos',
  'status',
  'rejectReason',
  'rejectCategory',
] as const;
