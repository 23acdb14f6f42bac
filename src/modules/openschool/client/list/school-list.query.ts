import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SchoolListItem } from '../school-items';

export interface ListCountry {
  _id: string;
  name: string;
  slug: string;
}

export interface ListCountryCount extends ListCountry {
  count: number;
}

export interface SchoolListCountriesQuery {
  /** Absent on /schools; null when the slug names no country. */
  country?: ListCountry | null;
  schoolsCountByCountry: { items: ListCountryCount[] };
}

export interface SchoolListCountriesVariables {
  slug: string;
  withCountry: boolean;
}

/** The country of the URL (its code and name for the heading) and the countries for the select. */
export const SCHOOL_LIST_COUNTRIES_QUERY: TypedDocumentNode<
  SchoolListCountriesQuery,
  SchoolListCountriesVariables
> = gql`
  query schoolListCountries($slug: String!, $withCountry: Boolean!) {
    country(slug: $slug) @include(if: $withCountry) {
      _id
      name
      slug
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

export interface SchoolListQuery {
  schools: { pageInfo: { count: number; limit: number; page: number }; items: SchoolListItem[] };
}

export interface SchoolListVariables {
  country: string | null;
  q: string | null;
  sort: string;
  page: number;
  limit: number;
}

/** One page of the list. */
export const SCHOOL_LIST_QUERY: TypedDocumentNode<SchoolListQuery, SchoolListVariables> = gql`
  query schoolList($country: String, $q: String, $sort: String, $page: Int, $limit: Int) {
    schools(country: $country, q: $q, sort: $sort, page: $page, limit: $limit) {
      pageInfo {
        count
        limit
        page
      }
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
    }
  }
`;
