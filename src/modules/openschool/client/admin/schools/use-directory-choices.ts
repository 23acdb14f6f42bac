import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';

const ADMIN_DIRECTORY_CHOICES = adminGraphql(`
  query AdminDirectoryChoices {
    adminDirectoryChoices {
      countries { code name }
      curriculums { slug name family }
      currencies { code minorDigits }
    }
  }
`);

export type DirectoryChoices = ResultOf<typeof ADMIN_DIRECTORY_CHOICES>['adminDirectoryChoices'];

const EMPTY: DirectoryChoices = { countries: [], curriculums: [], currencies: [] };

/** Countries, curriculums and currencies the school and fee forms offer; empty while loading. */
export function useDirectoryChoices(): DirectoryChoices {
  const { data } = useQuery(ADMIN_DIRECTORY_CHOICES, { fetchPolicy: 'cache-first' });
  return data?.adminDirectoryChoices ?? EMPTY;
}
