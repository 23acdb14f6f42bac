import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CurriculumView {
  _id: string;
  slug: string;
  name: string;
  shortName: string | null;
  family: string;
  description: string;
  schoolCount: number;
}

export interface CurriculumCountryView {
  _id: string;
  name: string;
  slug: string;
  count: number;
  schools: { _id: string; name: string; city: string; countrySlug: string; avgFees: number | null }[];
}

const CURRICULUM_FIELDS = '_id slug name shortName family description schoolCount';

/** Every curriculum with how many listed schools teach it. */
export const CURRICULUMS_QUERY: TypedDocumentNode<{ curriculums: CurriculumView[] }> = gql`
  query curriculumList {
    curriculums { ${CURRICULUM_FIELDS} }
  }
`;

export interface CurriculumQuery {
  curriculum: { curriculum: CurriculumView; countries: CurriculumCountryView[] } | null;
}

/** A curriculum (by slug or id) and the countries where listed schools teach it. */
export const CURRICULUM_QUERY: TypedDocumentNode<CurriculumQuery, { slug: string }> = gql`
  query curriculumDetail($slug: String!) {
    curriculum(slug: $slug) {
      curriculum { ${CURRICULUM_FIELDS} }
      countries {
        _id
        name
        slug
        count
        schools { _id name city countrySlug avgFees }
      }
    }
  }
`;
