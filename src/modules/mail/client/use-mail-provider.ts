import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { mailPagePath } from './mail-paths';

// `name`: `mailjet`, `smtp` or `outbox`, the mail pages' path segment. `sender`: the no-reply
// address, when set, the test sender's default sender.
export const ADMIN_MAIL_PROVIDER = adminGraphql(`
  query AdminMailProvider { adminMailProvider { name templateSource sender } }
`);

export type MailProviderInfo = ResultOf<typeof ADMIN_MAIL_PROVIDER>['adminMailProvider'];

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
