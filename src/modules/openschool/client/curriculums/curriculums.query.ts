import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

const CURRICULUM_FIELDS = graphql(`
  fragment CurriculumFields on Curriculum { _id slug name shortName family familyName description schoolCount }
`);

export type CurriculumView = ResultOf<typeof CURRICULUM_FIELDS>;

/** Every curriculum with how many listed schools teach it. */
export const CURRICULUMS_QUERY = graphql(
  `
  query curriculumList {
    curriculums { ...CurriculumFields }
  }
`,
  [CURRICULUM_FIELDS],
);

/** A curriculum (by slug or id) and the countries where listed schools teach it. */
export const CURRICULUM_QUERY = graphql(
  `
  query curriculumDetail($slug: String!) {
    curriculum(slug: $slug) {
      curriculum { ...CurriculumFields }
      countries {
        _id
        name
        slug
        count
        schools { _id name city countrySlug avgFees }
      }
    }
  }
`,
  [CURRICULUM_FIELDS],
);

export type CurriculumQuery = ResultOf<typeof CURRICULUM_QUERY>;
export type CurriculumCountryView = NonNullable<CurriculumQuery['curriculum']>['countries'][number];
