import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

/** The form's choices: countries with schools, curriculums, currencies. */
export const PLANNER_OPTIONS_QUERY = graphql(`
  query plannerOptions {
    schoolsCountByCountry { items { _id name slug count } }
    curriculums { _id slug name family }
    exchangeRates { currency }
  }
`);

export const RELOCATION_PLAN_QUERY = graphql(`
  query relocationPlan($input: RelocationPlanInput!) {
    relocationPlan(input: $input) {
      success
      code
      fieldErrors { field code }
      item {
        currency
        budget { amountMinor currency minorDigits }
        children {
          index
          birthDate
          placements {
            system status age schoolYear cutoff cutoffVaries sourceUrl borderline midYear
            grade { code name }
            alternative { code name }
          }
        }
        schools {
          _id name city countrySlug gradeSystem continuity overBudget
          years { childIndex placement { grade { code name } } places { status confirmedOn stale } }
          total { amountMinor currency minorDigits }
        }
      }
    }
  }
`);

export const MY_PLANS_QUERY = graphql(
  'query myRelocationPlans { myRelocationPlans { _id name search createdAt } }',
);

export const SAVE_PLAN_MUTATION = graphql(`
  mutation saveRelocationPlan($input: SaveRelocationPlanInput!) {
    saveRelocationPlan(input: $input) { success code item { _id name search createdAt } }
  }
`);

export type PlannerOptions = ResultOf<typeof PLANNER_OPTIONS_QUERY>;
export type RelocationPlanItem = NonNullable<
  ResultOf<typeof RELOCATION_PLAN_QUERY>['relocationPlan']['item']
>;
export type PlannedChildItem = RelocationPlanItem['children'][number];
export type PlannedSchoolItem = RelocationPlanItem['schools'][number];
