import type { ApolloClient } from '@apollo/client';
import { type MutationOutcome, runMutation } from '@/core/client/form/run-mutation';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { ContactMessage } from '../shared/contact-schemas';

const SEND_CONTACT_MESSAGE = graphql(`
  mutation sendContactMessage($input: ContactMessageInput!) {
    result: sendContactMessage(input: $input) { success code field fieldErrors { field code } }
  }
`);

/** Sends the form; a refusal, a GraphQL error or a network failure all come back as a coded outcome. */
export function sendContactMessage(apollo: ApolloClient, input: ContactMessage): Promise<MutationOutcome> {
  return runMutation(apollo, SEND_CONTACT_MESSAGE, { input });
}
