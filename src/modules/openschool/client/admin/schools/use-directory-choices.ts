import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export interface DirectoryChoices {
  countries: { code: string; name: string }[];
  curriculums: { slug: string; name: string; family: string }[];
  currencies: { code: string; minorDigits: number }[];
}

const ADMIN_DIRECTORY_CHOICES: TypedDocumentNode<{ adminDirectoryChoices: DirectoryChoices }> = gql`
  query AdminDirectoryChoices {
    adminDirectoryChoices {
      countries { code name }
      curriculums { slug name family }
      currencies { code minorDigits }
    }
  }
`;

const EMPTY: DirectoryChoices = { countries: [], curriculums: [], currencies: [] };

/** Countries, curriculums and currencies the school and fee forms offer; empty while loading. */
export function useDirectoryChoices(): DirectoryChoices {
  const { data } = useQuery(ADMIN_DIRECTORY_CHOICES, { fetchPolicy: 'cache-first' });
  return data?.adminDirectoryChoices ?? EMPTY;
}
