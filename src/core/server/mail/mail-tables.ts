import type { ColumnType, Generated } from 'kysely';
import type { MailVariables } from '@/core/shared/mail-send';

/**
 * `stored`: kept by the outbox provider, nothing leaves; `queued`: waiting for its next attempt;
 * `sending`: leased to one process for an attempt; `sent`; `failed`: out of attempts, or refused
 * (an admin may send it again).
 */
export type MailStatus = 'stored' | 'queued' | 'sending' | 'sent' | 'failed';

export interface MailTemplateTable {
  name: string;
  lang: string;
  subject: string;
  html: string;
  text: string;
  updated_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: string;
  /** Name of the provider chosen when the mail was accepted, or of the last one that tried it. */
  provider: string;
  status: MailStatus;
  from_address: string;
  to_address: string;
  bcc: string | null;
  reply_to: string | null;
  /** Where one click stops mail like this one (List-Unsubscribe). */
  unsubscribe_url: string | null;
  subject: string;
  html: string;
  text: string;
  template: string | null;
  lang: string | null;
  // Written as sql`${json}::jsonb`, like settings, so no driver ever reads it as a Postgres array.
  variables: ColumnType<MailVariables, MailVariables, never>;
  /** The last attempt's error: a retry is pending while the status is `queued`. */
  error: string | null;
  /** Attempts started; the worker gives up (status `failed`) after MAIL_MAX_ATTEMPTS. */
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  /** The lease of a `sending` mail: once past, the attempt is taken as lost and may run again. */
  locked_until: Date | null;
  provider_message_id: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
}

// A type alias, not an interface: Kysely's withTables<T>() needs an index-signature-compatible type.
export type MailTables = {
  mail_template: MailTemplateTable;
  mail_outbox: MailOutboxTable;
};
