import type { AdminListSpec } from '@/core/shared/admin-list';

/** How the mail service names its providers: the mail pages' path segment, and a list filter. */
export const MAIL_PROVIDERS = ['mailjet', 'smtp', 'outbox'] as const;
export type MailProviderName = (typeof MAIL_PROVIDERS)[number];

/**
 * A mail's delivery: stored (kept by the outbox provider), queued (waiting for an attempt, in the
 * background), sending, sent, or failed (refused, or out of attempts, with the provider's reason).
 */
export const MAIL_STATUSES = ['stored', 'queued', 'sending', 'sent', 'failed'] as const;

/** The outbox list: newest first, searched by recipient and subject. */
export const MAIL_OUTBOX_LIST: AdminListSpec = {
  columns: {
    createdAt: { sortable: true, filter: 'dateRange' },
    to: { sortable: true, filter: 'text' },
    subject: { sortable: true },
    template: { sortable: true, filter: 'exact' },
    lang: { sortable: true, filter: 'exact' },
    provider: { sortable: true, filter: 'options', options: MAIL_PROVIDERS },
    status: { sortable: true, filter: 'options', options: MAIL_STATUSES },
  },
  defaultSort: '-createdAt',
};

/** The columns of an outbox file (CSV or JSON); the bodies stay out of it. */
export const MAIL_OUTBOX_FILE_HEADERS = [
  'createdAt',
  'sentAt',
  'from',
  'to',
  'subject',
  'template',
  'lang',
  'provider',
  'status',
  'error',
  'providerMessageId',
] as const;

/** Failed mails one resend may queue again at once. */
export const RESEND_MAX = 20;
