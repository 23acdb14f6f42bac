import type { ColumnType, Generated } from 'kysely';
import type { MailVariables } from '../../shared/mail-send';

export type MailStatus = 'stored' | 'sent' | 'failed';

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
  /** Name of the provider chosen when the mail was accepted, or when it was sent again. */
  provider: string;
  status: MailStatus;
  from_address: string;
  to_address: string;
  bcc: string | null;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  template: string | null;
  lang: string | null;
  // Written as sql`${json}::jsonb`, like settings, so no driver ever reads it as a Postgres array.
  variables: ColumnType<MailVariables, MailVariables, never>;
  error: string | null;
  provider_message_id: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
}

// A type alias, not an interface: Kysely's withTables<T>() needs an index-signature-compatible type.
export type MailTables = {
  mail_template: MailTemplateTable;
  mail_outbox: MailOutboxTable;
};
