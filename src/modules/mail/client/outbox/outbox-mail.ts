import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';

/** What a list row shows; the bodies are left to the detail page. */
export const OUTBOX_MAIL_FIELDS = adminGraphql(`
  fragment OutboxMailFields on OutboxMail {
    _id version provider status from to subject template lang error createdAt sentAt
  }
`);

/** The mail with its bodies and the rest of its headers: the detail page. */
export const OUTBOX_MAIL_DETAIL_FIELDS = adminGraphql(
  `fragment OutboxMailDetailFields on OutboxMail {
    ...OutboxMailFields bcc replyTo html text variables providerMessageId attempts nextAttemptAt
  }`,
  [OUTBOX_MAIL_FIELDS],
);

/** A mail of the outbox, as the console's pages read it. */
export type OutboxMailItem = ResultOf<typeof OUTBOX_MAIL_FIELDS>;
export type OutboxMailDetail = ResultOf<typeof OUTBOX_MAIL_DETAIL_FIELDS>;
