/** A mail of the outbox, as the console's pages read it. */
export interface OutboxMailItem {
  _id: string;
  version: number;
  provider: string;
  status: 'stored' | 'sent' | 'failed';
  from: string;
  to: string;
  subject: string;
  template: string | null;
  lang: string | null;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The mail with its bodies and the rest of its headers: the detail page. */
export interface OutboxMailDetail extends OutboxMailItem {
  bcc: string | null;
  replyTo: string | null;
  html: string;
  text: string;
  variables: Record<string, string | number>;
  providerMessageId: string | null;
}

/** What a list row shows; the bodies are left to the detail page. */
export const OUTBOX_MAIL_FIELDS =
  '_id version provider status from to subject template lang error createdAt sentAt';
export const OUTBOX_MAIL_DETAIL_FIELDS = `${OUTBOX_MAIL_FIELDS} bcc replyTo html text variables providerMessageId`;
