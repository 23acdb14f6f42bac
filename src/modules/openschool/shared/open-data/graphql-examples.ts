/**
 * The public GraphQL API's examples on /open-data, each runnable there against /api/graphql.
 * The API tests run them too: an example that stops working fails a test, not a visitor.
 */
export const GRAPHQL_EXAMPLES = [
  {
    key: 'schools',
    query: `{
  schools(filter: { country: "GB" }, sort: "name", limit: 3) {
    pageInfo { count }
    items { _id name city avgFees curriculums { name } }
  }
}`,
  },
  {
    key: 'atAge',
    query: `{
  schools(filter: { age: 11 }, sort: "avgFees", limit: 3) {
    items { name country yearFees { grade { code name } tuitionUsd firstYearUsd } }
  }
}`,
  },
  {
    key: 'summary',
    query: `{
  openDataSummary { schools updatedAt }
  schoolsCountByCountry { items { _id name count } }
}`,
  },
] as const;

export const PUBLIC_GRAPHQL_PATH = '/api/graphql';
