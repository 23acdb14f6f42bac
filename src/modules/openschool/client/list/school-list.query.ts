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

export interface ListCurriculum {
  slug: string;
  name: string;
  shortName: string | null;
  family: string;
}

export interface ListCurrency {
  currency: string;
  unitsPerUsd: number;
  minorDigits: number;
  asOf: string;
}

export interface ListGrade {
  key: string;
  system: string;
  name: string;
  age: number;
}

export interface SchoolListCountriesQuery {
  /** Absent on /schools; null when the slug names no country. */
  country?: ListCountry | null;
  schoolsCountByCountry: { items: ListCountryCount[] };
  curriculums: ListCurriculum[];
  exchangeRates: ListCurrency[];
  schoolListOptions: { grades: ListGrade[]; cities: { name: string; count: number }[] };
}

export interface SchoolListCountriesVariables {
  slug: string;
  withCountry: boolean;
}

/**
 * What a list page needs before its schools: the country of the URL (its code and name), the
 * countries for the select, and the choices of the filters (the country's cities among them).
 */
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
    curriculums {
      _id
      slug
      name
      shortName
      family
    }
    exchangeRates {
      currency
      unitsPerUsd
      minorDigits
      asOf
    }
    schoolListOptions(countrySlug: $slug) {
      grades {
        key
        system
        name
        age
      }
      cities {
        name
        count
      }
    }
  }
`;

export interface SchoolListQuery {
  schools: {
    pageInfo: { count: number; limit: number; page: number };
    /** More schools match than `pageInfo.count`: counting stopped there. */
    countIsLowerBound: boolean;
    items: SchoolListItem[];
    currency: ListCurrency | null;
    approximate: boolean;
  };
}

export interface SchoolListVariables {
  country: string | null;
  q: string | null;
  city: string | null;
  curriculums: string[] | null;
  languages: string[] | null;
  accreditations: string[] | null;
  age: number | null;
  grade: string | null;
  boarding: boolean | null;
  currency: string | null;
  feeMin: number | null;
  feeMax: number | null;
  sort: string;
  page: number;
  limit: number;
}

/** One page of the list. */
export const SCHOOL_LIST_QUERY: TypedDocumentNode<SchoolListQuery, SchoolListVariables> = gql`
  query schoolList(
    $country: String
    $q: String
    $city: String
    $curriculums: [String!]
    $languages: [String!]
    $accreditations: [String!]
    $age: Int
    $grade: String
    $boarding: Boolean
    $currency: String
    $feeMin: Float
    $feeMax: Float
    $sort: String
    $page: Int
    $limit: Int
  ) {
    schools(
      country: $country
      q: $q
      city: $city
      curriculums: $curriculums
      languages: $languages
      accreditations: $accreditations
      age: $age
      grade: $grade
      boarding: $boarding
      currency: $currency
      feeMin: $feeMin
      feeMax: $feeMax
      sort: $sort
      page: $page
      limit: $limit
    ) {
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
        ageFrom
        ageTo
        boarding
        rating
        ratingCount
        curriculums {
          _id
          slug
          name
          shortName
        }
      }
      currency {
        currency
        unitsPerUsd
        minorDigits
        asOf
      }
      approximate
    }
  }
`;
