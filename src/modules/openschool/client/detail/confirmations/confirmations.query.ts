import { graphql } from '@/core/client/graphql/public-graphql';

/** The facts of a school the signed-in member confirmed this year: their buttons say so. */
export const MY_CONFIRMED_FACTS_QUERY = graphql(`
  query MyConfirmedFacts($schoolId: ID!) {
    myConfirmedFacts(schoolId: $schoolId)
  }
`);

export const CONFIRM_SCHOOL_FACT = graphql(`
  mutation ConfirmSchoolFact($schoolId: ID!, $input: ConfirmFactInput!) {
    result: confirmSchoolFact(schoolId: $schoolId, input: $input) {
      success code field fieldErrors { field code }
      item { fact count lastConfirmedOn }
    }
  }
`);

export const DISPUTE_SCHOOL_FACT = graphql(`
  mutation DisputeSchoolFact($schoolId: ID!, $input: DisputeFactInput!) {
    result: disputeSchoolFact(schoolId: $schoolId, input: $input) {
      success code field fieldErrors { field code }
      item { proposalId }
    }
  }
`);
