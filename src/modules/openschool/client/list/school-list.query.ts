import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';
import { SCHOOL_CARD_FIELDS, SCHOOL_FACTS_FIELDS, SHOWN_CURRENCY_FIELDS } from '../school-card-fields';

/**
 * What a list page needs before its schools: the country of the URL (its code and name), the
 * countries for the select, the choices of the filters (the country's cities among them), and
 * how many of its schools lack facts, for the "help complete" link.
 */
export const SCHOOL_LIST_COUNTRIES_QUERY = graphql(`
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
      familyName
    }
    exchangeRates {
      currency
      unitsPerUsd
      minorDigits
      asOf
    }
    schoolsMissingFacts(countrySlug: $slug, limit: 1) {
      pageInfo {
        count
      }
      countIsLowerBound
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
`);

export type SchoolListCountriesQuery = ResultOf<typeof SCHOOL_LIST_COUNTRIES_QUERY>;
export type ListCountry = NonNullable<SchoolListCountriesQuery['country']>;
export type ListCountryCount = SchoolListCountriesQuery['schoolsCountByCountry']['items'][number];
export type ListCurrency = SchoolListCountriesQuery['exchangeRates'][number];
export type ListGrade = SchoolListCountriesQuery['schoolListOptions']['grades'][number];

/** One page of the list. */
export const SCHOOL_LIST_QUERY = graphql(
  `
  query schoolList($filter: SchoolFilter, $sort: String, $page: Int, $limit: Int) {
    schools(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      pageInfo {
        count
        limit
        page
      }
      countIsLowerBound
      items {
        ...SchoolCardFields
        ...SchoolFactsFields
      }
      currency {
        ...ShownCurrencyFields
        asOf
      }
      approximate
    }
  }
`,
  [SCHOOL_CARD_FIELDS, SCHOOL_FACTS_FIELDS, SHOWN_CURRENCY_FIELDS],
);

export type SchoolListQuery = ResultOf<typeof SCHOOL_LIST_QUERY>;
