import type { AdminListSpec } from '@/core/shared/admin-list';
import { LANGUAGE_CODES } from '@/core/shared/languages';

export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/** The subscribers list of the admin: newest first. */
export const SUBSCRIPTION_LIST: AdminListSpec = {
  columns: {
    email: { sortable: true, filter: 'text' },
    status: { sortable: true, filter: 'options', options: SUBSCRIPTION_STATUSES },
    language: { filter: 'options', options: LANGUAGE_CODES },
    country: { filter: 'exact' },
    createdAt: { sortable: true, filter: 'dateRange' },
    confirmedAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-createdAt',
};

export const SUBSCRIPTION_FILE_HEADERS = [
  'email',
  'firstName',
  'lastName',
  'country',
  'language',
  'status',
  'createdAt',
  'confirmedAt',
] as const;
