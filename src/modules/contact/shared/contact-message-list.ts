import type { AdminListSpec } from '@/core/shared/admin-list';
import { LANGUAGE_CODES } from '@/core/shared/languages';

/** The contact messages list of the admin: newest first. */
export const CONTACT_MESSAGE_LIST: AdminListSpec = {
  columns: {
    createdAt: { sortable: true, filter: 'dateRange' },
    name: { sortable: true, filter: 'text' },
    email: { sortable: true, filter: 'text' },
    subject: { filter: 'text' },
    lang: { filter: 'options', options: LANGUAGE_CODES },
  },
  defaultSort: '-createdAt',
};

export const CONTACT_MESSAGE_FILE_HEADERS = [
  'createdAt',
  'name',
  'email',
  'lang',
  'subject',
  'message',
] as const;
