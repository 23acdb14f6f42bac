import type { AdminListSpec } from './admin-list';
import { LANGUAGE_CODES } from './languages';

/** The missing translations of the admin: the most often missed first. */
export const MISSING_TRANSLATION_LIST: AdminListSpec = {
  columns: {
    lng: { sortable: true, filter: 'options', options: LANGUAGE_CODES },
    ns: { sortable: true, filter: 'exact' },
    key: { sortable: true, filter: 'text' },
    count: { sortable: true },
    lastSeenAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-count',
};

export const MISSING_TRANSLATION_FILE_HEADERS = [
  'lng',
  'ns',
  'key',
  'english',
  'count',
  'firstSeenAt',
  'lastSeenAt',
] as const;
