import { gql, type TypedDocumentNode } from '@apollo/client';

export interface HomeSchool {
  _id: string;
  name: string;
  slug: string;
  city: string;
  country: string;
  countrySlug: string;
  countryName: string;
  avgFees: number | null;
}

export interface HomeCountryCount {
  _id: string;
  name: string;
  slug: string;
  count: number;
}

export interface HomeQuery {
  schools: {
    pageInfo: { count: number; limit: number; page: number };
    /** More schools match than `pageInfo.count`: counting stopped there. */
    countIsLowerBound: boolean;
    items: HomeSchool[];
    /** The words as typed found nothing: these are close matches. */
    approximate: boolean;
  };
  schoolsCountByCountry: { items: HomeCountryCount[] };
}

export interface HomeQueryVariables {
  q?: string | null;
}

/** The home page: 10 most recently updated schools (or those matching q) and the schools per country. */
export const HOME_QUERY: TypedDocumentNode<HomeQuery, HomeQueryVariables> = gql`
  query home($q: String) {
    schools(page: 1, limit: 10, sort: "-updatedAt", q: $q) {
      pageInfo {
        count
        limit
        page
      }
      countIsLowerBound
      items {
        _id
        name
        slug
        city
        country
        countrySlug
        countryName
        avgFees
      }
      approximate
    }
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

/** The search text of a home URL (`?q=`), trimmed; null when absent. */
export function searchTextOf(url: URL | URLSearchParams): string | null {
  const params = url instanceof URL ? url.searchParams : url;
  return params.get('q')?.trim() || null;
}
