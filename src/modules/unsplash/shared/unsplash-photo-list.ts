import type { AdminListSpec } from '@/core/shared/admin-list';
import { PHOTO_USES } from './unsplash-photo-schemas';

/** The admin's list of saved stock photos, latest first. */
export const UNSPLASH_PHOTO_LIST: AdminListSpec = {
  columns: {
    photographer: { sortable: true, filter: 'text' },
    use: { filter: 'options', options: PHOTO_USES },
    country: { filter: 'exact' },
    active: { filter: 'options', options: ['true', 'false'] },
    createdAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-createdAt',
};
