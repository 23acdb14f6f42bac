import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { mailPagePath } from './mail-paths';

export interface MailProviderInfo {
  /** `mailjet`, `smtp` or `outbox`: the mail pages' path segment. */
  name: string;
  templateSource: 'mailjet' | 'database';
  /** The no-reply address, when set: the test sender's default sender. */
  sender: string | null;
}

export const ADMIN_MAIL_PROVIDER: TypedDocumentNode<{ adminMailProvider: MailProviderInfo }> = gql`
  query AdminMailProvider { adminMailProvider { name templateSource sender } }
`;

/** The provider in use; pages ask again each time (a setting may have changed it). */
export function useMailProvider() {
  return useQuery(ADMIN_MAIL_PROVIDER, { fetchPolicy: 'cache-and-network' });
}

/** The menu's path to a mail page under the provider in use; undefined until known. */
function useMailMenuPath(page: 'templates' | 'test'): string | undefined {
  const { data } = useQuery(ADMIN_MAIL_PROVIDER, { fetchPolicy: 'cache-first' });
  return data ? mailPagePath(data.adminMailProvider.name, page) : undefined;
}

export const useTemplatesMenuPath = () => useMailMenuPath('templates');
export const useTestMenuPath = () => useMailMenuPath('test');
