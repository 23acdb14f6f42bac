import { graphql } from '@/core/client/graphql/public-graphql';

/** What the exports hold now: shown on /open-data, read again when the directory changes. */
export const OPEN_DATA_SUMMARY_QUERY = graphql(`
  query openDataSummary {
    openDataSummary {
      schools
      updatedAt
    }
  }
`);
