import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FeeAmountView {
  amountMinor: number;
  currency: string;
  minorDigits: number;
  usd: number | null;
}

export interface SchoolFeeView {
  _id: string;
  kind: string;
  ageFrom: number | null;
  ageTo: number | null;
  period: string;
  academicYear: string;
  note: string | null;
  amount: FeeAmountView;
  yearly: FeeAmountView | null;
}

export interface GradeView {
  code: string;
  name: string;
  system: string;
  ageFrom: number;
}

export interface GradeFeesView {
  age: number | null;
  grade: GradeView | null;
  tuition: SchoolFeeView | null;
  firstYear: FeeAmountView | null;
}

export interface CurriculumLinkView {
  _id: string;
  slug: string;
  name: string;
  shortName: string | null;
  family: string;
}

export interface RevisionView {
  _id: string;
  kind: string;
  source: string | null;
  createdAt: string;
  fields: string[];
}

export interface SchoolDetailView {
  _id: string;
  name: string;
  city: string;
  country: string;
  countrySlug: string;
  countryName: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  email: string | null;
  phone: string | null;
  description: string;
  languages: string[];
  accreditations: string[];
  boarding: boolean;
  foundedYear: number | null;
  studentCount: number | null;
  avgClassSize: number | null;
  ageFrom: number | null;
  ageTo: number | null;
  gradeSystem: string;
  avgFees: number | null;
  ratingAvg: number | null;
  ratingCount: number;
  /** Published and complete enough for lists; thin schools are kept out of search engines too. */
  listed: boolean;
  lastVerifiedAt: string | null;
  verifiedSource: string | null;
  updatedAt: string;
  curriculums: CurriculumLinkView[];
  fees: {
    academicYear: string | null;
    grades: GradeFeesView[];
    oneOff: SchoolFeeView[];
    extras: SchoolFeeView[];
  };
  gradeEquivalence: { age: number; grades: GradeView[] }[];
  photos: { _id: string; imageId: string; caption: string | null }[];
  revisions: RevisionView[];
  revisionCount: number;
}

export interface ExchangeRateView {
  currency: string;
  unitsPerUsd: number;
  minorDigits: number;
  asOf: string;
}

export interface SchoolDetailQuery {
  school: SchoolDetailView | null;
  exchangeRates: ExchangeRateView[];
}

const AMOUNT = `amountMinor currency minorDigits usd`;
const FEE = `_id kind ageFrom ageTo period academicYear note amount { ${AMOUNT} } yearly { ${AMOUNT} }`;
const GRADE = 'code name system ageFrom';

/** Everything every tab of a school's page shows: one query, so tabs switch without waiting. */
export const SCHOOL_DETAIL_QUERY: TypedDocumentNode<SchoolDetailQuery, { id: string }> = gql`
  query schoolDetail($id: ID!) {
    school(id: $id) {
      _id
      name
      city
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
      languages
      accreditations
      boarding
      foundedYear
      studentCount
      avgClassSize
      ageFrom
      ageTo
      gradeSystem
      avgFees
      ratingAvg
      ratingCount
      listed
      lastVerifiedAt
      verifiedSource
      updatedAt
      curriculums { _id slug name shortName family }
      fees {
        academicYear
        grades { age grade { ${GRADE} } tuition { ${FEE} } firstYear { ${AMOUNT} } }
        oneOff { ${FEE} }
        extras { ${FEE} }
      }
      gradeEquivalence { age grades { ${GRADE} } }
      photos { _id imageId caption }
      revisions { _id kind source createdAt fields }
      revisionCount
    }
    exchangeRates { currency unitsPerUsd minorDigits asOf }
  }
`;
