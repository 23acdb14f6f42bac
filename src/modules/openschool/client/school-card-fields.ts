import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

// What the school cards of the home page and the list ask of each school (see SchoolItems).

/**
 * What every school card shows: name, place, average fee and the currency the school charges in.
 * The home page asks these only.
 */
export const SCHOOL_CARD_FIELDS = graphql(`
  fragment SchoolCardFields on SchoolCard {
    _id name slug city cityName country countrySlug countryName avgFees
    feeCurrency { currency unitsPerUsd minorDigits }
  }
`);

/**
 * What the list page's cards add: curriculums, ages, boarding, rating, and the fees of the
 * child's school year when the list has an age or a grade.
 */
export const SCHOOL_FACTS_FIELDS = graphql(`
  fragment SchoolFactsFields on SchoolCard {
    ageFrom ageTo boarding rating ratingCount curriculums { _id slug name shortName }
    yearFees { age grade { name } tuitionUsd firstYearUsd }
    family { firstYearUsd years { childIndex age grade { name } firstYearUsd } }
  }
`);

/** A school as a card shows it; the facts are absent on the home page. */
export type SchoolCardView = ResultOf<typeof SCHOOL_CARD_FIELDS> &
  Partial<ResultOf<typeof SCHOOL_FACTS_FIELDS>>;

/** A currency to show fees in besides US dollars. */
export const SHOWN_CURRENCY_FIELDS = graphql(`
  fragment ShownCurrencyFields on ExchangeRate { currency unitsPerUsd minorDigits }
`);

export type ShownCurrency = ResultOf<typeof SHOWN_CURRENCY_FIELDS>;
