import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';
import { SCHOOL_PROFILE_FIELDS } from '../school-profile-fields';

const COMPARED_AMOUNT = graphql(`
  fragment ComparedAmount on FeeAmount {
    amountMinor
    currency
    minorDigits
    usd
  }
`);

const COMPARED_YEAR = graphql(
  `
  fragment ComparedYearFields on GradeFees {
    age
    grade {
      code
      name
    }
    tuition {
      period
      amount {
        ...ComparedAmount
      }
      yearly {
        ...ComparedAmount
      }
    }
    firstYear {
      ...ComparedAmount
    }
  }
`,
  [COMPARED_AMOUNT],
);

/**
 * What the compare table shows of up to four schools; with the child's age or school year,
 * each school's figures for that age, as its fees tab gives them; with a family, each child's.
 */
export const COMPARE_QUERY = graphql(
  `
  query compareSchools($ids: [ID!]!, $age: Int, $grade: String, $children: [String!], $move: String) {
    exchangeRates {
      currency
      unitsPerUsd
      minorDigits
    }
    compareSchools(ids: $ids, age: $age, grade: $grade, children: $children, move: $move) {
      age
      unknownIds
      items {
        _id
        name
        city
        cityName
        countrySlug
        countryName
        avgFees
        tuition {
          currency
          minorDigits
          min
          max
          academicYear
        }
        oneOffFees {
          kind
          amount
          currency
          minorDigits
          period
        }
        extraFees {
          kind
          amount
          currency
          minorDigits
          period
        }
        curriculums {
          _id
          name
          shortName
        }
        ...SchoolProfileFields
        gradeFrom
        gradeTo
        ratingAvg
        ratingCount
      }
      atAge {
        schoolId
        fees {
          ...ComparedYearFields
        }
      }
      family {
        childIndex
        atAge {
          schoolId
          fees {
            ...ComparedYearFields
          }
        }
      }
    }
  }
`,
  [COMPARED_YEAR, SCHOOL_PROFILE_FIELDS],
);

export type ComparedSchool = ResultOf<typeof COMPARE_QUERY>['compareSchools']['items'][number];
export type ComparedFee = ComparedSchool['oneOffFees'][number];
export type ComparedYear = ResultOf<typeof COMPARE_QUERY>['compareSchools']['atAge'][number]['fees'];

export type ComparedFamily = ResultOf<typeof COMPARE_QUERY>['compareSchools']['family'];
