import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';
import { SCHOOL_PROFILE_FIELDS } from '../school-profile-fields';

const FEE_AMOUNT_FIELDS = graphql(
  `fragment FeeAmountFields on FeeAmount { amountMinor currency minorDigits usd }`,
);

const SCHOOL_FEE_FIELDS = graphql(
  `
  fragment SchoolFeeFields on SchoolFee {
    _id kind ageFrom ageTo period academicYear note amount { ...FeeAmountFields } yearly { ...FeeAmountFields }
  }
`,
  [FEE_AMOUNT_FIELDS],
);

const GRADE_FIELDS = graphql(`fragment GradeFields on Grade { code name system ageFrom }`);

/** Everything every tab of a school's page shows: one query, so tabs switch without waiting. */
export const SCHOOL_DETAIL_QUERY = graphql(
  `
  query schoolDetail($id: ID!) {
    school(id: $id) {
      _id
      name
      city
      cityName
      country
      countrySlug
      countryName
      address
      latitude
      longitude
      website
      email
      phone
      description
      ...SchoolProfileFields
      avgFees
      feeCurrency { currency unitsPerUsd minorDigits }
      ratingAvg
      ratingCount
      listed
      lastVerifiedAt
      verifiedSource
      updatedAt
      curriculums { _id slug name shortName family }
      fees {
        academicYear
        grades { age grade { ...GradeFields } tuition { ...SchoolFeeFields } firstYear { ...FeeAmountFields } }
        oneOff { ...SchoolFeeFields }
        extras { ...SchoolFeeFields }
      }
      feeHistory {
        years { academicYear averageTuition { ...FeeAmountFields } changePercent }
        averageIncreasePercent
      }
      admissions {
        known confirmedOn stale
        intakes { name opensOn deadline }
        places { age grade status confirmedOn stale }
        assessments documents
      }
      schoolLife {
        known confirmedOn stale
        termDates { name startsOn endsOn }
        ealSupport senSupport nationalityCount
        nationalities { countryCode countryName percent }
        busAreas
      }
      confirmations { fact count lastConfirmedOn }
      gradeEquivalence { age grades { ...GradeFields } }
      photos { _id imageId caption }
      revisions { _id kind source createdAt fields }
      revisionCount
      otherNames
      sources { field source datasetName licence attribution url }
    }
    exchangeRates { currency unitsPerUsd minorDigits asOf }
  }
`,
  [FEE_AMOUNT_FIELDS, SCHOOL_FEE_FIELDS, GRADE_FIELDS, SCHOOL_PROFILE_FIELDS],
);

export type SchoolDetailQuery = ResultOf<typeof SCHOOL_DETAIL_QUERY>;
/** `listed`: published with a name, a country and a city; a school that is not is kept out of search engines too. */
export type SchoolDetailView = NonNullable<SchoolDetailQuery['school']>;
export type ExchangeRateView = SchoolDetailQuery['exchangeRates'][number];
export type FeeAmountView = ResultOf<typeof FEE_AMOUNT_FIELDS>;
export type SchoolFeeView = ResultOf<typeof SCHOOL_FEE_FIELDS>;
export type GradeFeesView = SchoolDetailView['fees']['grades'][number];
export type RevisionView = SchoolDetailView['revisions'][number];
export type FactConfirmationsView = SchoolDetailView['confirmations'][number];
