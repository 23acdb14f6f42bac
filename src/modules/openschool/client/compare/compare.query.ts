import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ComparedFee {
  kind: string;
  amount: number;
  currency: string;
  period: string;
}

export interface ComparedSchool {
  _id: string;
  name: string;
  city: string;
  countrySlug: string;
  countryName: string;
  avgFees: number | null;
  tuition: { currency: string; min: number; max: number; academicYear: string } | null;
  oneOffFees: ComparedFee[];
  extraFees: ComparedFee[];
  curriculums: { _id: string; name: string; shortName: string | null }[];
  ageFrom: number | null;
  ageTo: number | null;
  gradeFrom: string | null;
  gradeTo: string | null;
  languages: string[];
  accreditations: string[];
  boarding: boolean;
  foundedYear: number | null;
  studentCount: number | null;
  avgClassSize: number | null;
  ratingAvg: number | null;
  ratingCount: number;
}

export interface CompareQuery {
  compareSchools: { items: ComparedSchool[]; unknownIds: string[] };
}

/** What the compare table shows of up to four schools. */
export const COMPARE_QUERY: TypedDocumentNode<CompareQuery, { ids: string[] }> = gql`
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
`;
