import type { ResultOf } from 'gql.tada';
import { type FailedOutcome, runMutation } from '@/core/client/form/run-mutation';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import type { GraphQLClient } from '@/core/client/graphql-client/graphql-client';
import type { TestMail } from '@/core/shared/mail-send';
import { OUTBOX_MAIL_FIELDS } from '../outbox/outbox-mail';

// `item` is the outbox row: sent, stored, or failed with the provider's reason.
const ADMIN_SEND_TEST_MAIL = adminGraphql(
  `mutation AdminSendTestMail($input: JSON!) {
    result: adminSendTestMail(input: $input) {
      success code field fieldErrors { field code } item { ...OutboxMailFields }
    }
  }`,
  [OUTBOX_MAIL_FIELDS],
);

export type TestMailAnswer = ResultOf<typeof ADMIN_SEND_TEST_MAIL>['result'] | FailedOutcome;

/** Sends the form's mail; a refusal, a GraphQL error or a network failure all come back as an answer. */
export function sendTestMail(client: GraphQLClient, input: TestMail): Promise<TestMailAnswer> {
  return runMutation(client, ADMIN_SEND_TEST_MAIL, { input });
}
