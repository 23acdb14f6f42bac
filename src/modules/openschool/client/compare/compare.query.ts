import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../../core/client/graphql/public-graphql';

/** What the compare table shows of up to four schools. */
export const COMPARE_QUERY = graphql(`
  query compareSchools($ids: [ID!]!) {
    compareSchools(ids: $ids) {
      unknownIds
      items {
        _id
        name
        city
        countrySlug
        countryName
        avgFees
        tuition {
          currency
          min
          max
          academicYear
        }
        oneOffFees {
          kind
          amount
          currency
          period
        }
        extraFees {
          kind
          amount
          currency
          period
        }
        curriculums {
          _id
          name
          shortName
        }
        ageFrom
        ageTo
        gradeFrom
        gradeTo
        languages
        accreditations
        boarding
        foundedYear
        studentCount
        avgClassSize
        ratingAvg
        ratingCount
      }
    }
  }
`);

export type ComparedSchool = ResultOf<typeof COMPARE_QUERY>['compareSchools']['items'][number];
export type ComparedFee = ComparedSchool['oneOffFees'][number];
