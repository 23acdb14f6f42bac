import { type ApolloClient, gql, type TypedDocumentNode } from '@apollo/client';
import { type MutationOutcome, runMutation } from '../../../../core/client/form/run-mutation';
import type { TestMail } from '../../../../core/shared/mail-send';
import { OUTBOX_MAIL_FIELDS, type OutboxMailItem } from '../outbox/outbox-mail';

export interface TestMailAnswer extends MutationOutcome {
  fieldErrors: { field: string; code: string }[];
  /** The outbox row: sent, stored, or failed with the provider's reason. */
  item: OutboxMailItem | null;
}

const ADMIN_SEND_TEST_MAIL: TypedDocumentNode<{ result: TestMailAnswer }, { input: TestMail }> = gql`
  mutation AdminSendTestMail($input: JSON!) {
    result: adminSendTestMail(input: $input) {
      success code field fieldErrors { field code } item { ${OUTBOX_MAIL_FIELDS} }
    }
  }
`;

/** Sends the form's mail; a refusal, a GraphQL error or a network failure all come back as an answer. */
export async function sendTestMail(apollo: ApolloClient, input: TestMail): Promise<TestMailAnswer> {
  const result = await runMutation(apollo, ADMIN_SEND_TEST_MAIL, { input });
  return { fieldErrors: [], item: null, ...result };
}
