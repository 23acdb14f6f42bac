import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CountryCountView {
  _id: string;
  name: string;
  slug: string;
  count: number;
}

/** Countries with listed schools, with their counts, by name in the page's language. */
export const COUNTRIES_PAGE_QUERY: TypedDocumentNode<{
  schoolsCountByCountry: { items: CountryCountView[] };
}> = gql`
  query countriesPage {
    schoolsCountByCountry {
      items {
        _id
        name
        slug
        count
      }
    }
  }
`;
