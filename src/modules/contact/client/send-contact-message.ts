import { type MutationOutcome, runMutation } from '@/core/client/form/run-mutation';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { GraphQLClient } from '@/core/client/graphql-client/graphql-client';
import type { ContactMessage } from '../shared/contact-schemas';

const SEND_CONTACT_MESSAGE = graphql(`
  mutation sendContactMessage($input: ContactMessageInput!) {
    result: sendContactMessage(input: $input) { success code field fieldErrors { field code } }
  }
`);

/** Sends the form; a refusal, a GraphQL error or a network failure all come back as a coded outcome. */
export function sendContactMessage(client: GraphQLClient, input: ContactMessage): Promise<MutationOutcome> {
  return runMutation(client, SEND_CONTACT_MESSAGE, { input });
}
