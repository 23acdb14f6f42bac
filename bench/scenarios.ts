import type { Sample } from './targets';

export interface Scenario {
  name: string;
  request: { url: string; method?: 'GET' | 'POST'; body?: string };
  /** Also measured one request at a time: what a visitor waits. */
  latency?: boolean;
}

/** A GraphQL line and its bare twin; the report gives the ratio of their requests/s. */
export const PAIRS: [graphql: string, bare: string][] = [
  ['GraphQL schools', 'bare schools'],
  ['GraphQL schoolsCountByCountry', 'bare count by country'],
  ['GraphQL search, exact', 'bare search, exact'],
  ['GraphQL search, typo', 'bare search, typo'],
  ['GraphQL search, country name', 'bare search, country name'],
  ['GraphQL filtered list', 'bare filtered list'],
  ['GraphQL school detail', 'bare school detail'],
];

// The fields the list page asks (client/list/school-list.query.ts).
const LIST_PAGE = `pageInfo { count limit page }
  items { _id name slug city country countrySlug countryName avgFees ageFrom ageTo boarding rating ratingCount
    curriculums { _id slug name shortName } }
  currency { currency unitsPerUsd minorDigits asOf }
  approximate`;

const SCHOOLS = `query schools($filter: SchoolFilter, $limit: Int) {
  schools(filter: $filter, limit: $limit) { ${LIST_PAGE} }
}`;

// Most of what the school's page shows (client/detail).
const SCHOOL = `query school($id: ID!) {
  school(id: $id) {
    _id name slug city country countryName address latitude longitude website description languages
    accreditations boarding ageFrom ageTo gradeSystem avgFees ratingAvg ratingCount updatedAt
    curriculums { _id slug name shortName }
  }
}`;

const MAP = `query mapMarkers($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {
  mapMarkers(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) { kind id name latitude longitude count }
}`;

/** `Lisbon` → `Lisbn`: a letter left out near the end, as fast typing does. */
const misspelt = (word: string) => word.slice(0, -2) + word.slice(-1);

/** The loads of one bench target, in the order they run. */
export function loadsOf(base: string, sample: Sample): Scenario[] {
  const graphql = (
    name: string,
    query: string,
    variables: Record<string, unknown>,
    latency = true,
  ): Scenario => ({
    name,
    request: { url: `${base}/api/graphql`, method: 'POST', body: JSON.stringify({ query, variables }) },
    latency,
  });
  const bare = (name: string, args: Record<string, unknown>): Scenario => ({
    name,
    request: { url: `${base}/bench/bare/find-schools?args=${encodeURIComponent(JSON.stringify(args))}` },
  });
  const searches: [string, Record<string, unknown>][] = [
    ['search, exact', { filter: { q: sample.city }, limit: 20 }],
    ['search, typo', { filter: { q: `Internatinal ${misspelt(sample.city)}` }, limit: 20 }],
    ['search, country name', { filter: { q: 'Allemagne' }, limit: 20 }],
    // Three filters: a curriculum, a child's age, a fee ceiling in euros.
    [
      'filtered list',
      { filter: { curriculums: ['ib-dp'], age: 11, currency: 'EUR', feeMax: 25_000 }, limit: 20 },
    ],
  ];
  return [
    graphql(
      'GraphQL schools',
      '{ schools { pageInfo { count limit page } items { _id name avgFees city country slug } } }',
      {},
      false,
    ),
    { name: 'bare schools', request: { url: `${base}/bench/bare/schools` } },
    graphql(
      'GraphQL schoolsCountByCountry',
      '{ schoolsCountByCountry { items { _id name count } } }',
      {},
      false,
    ),
    { name: 'bare count by country', request: { url: `${base}/bench/bare/count-by-country` } },
    ...searches.flatMap(([name, variables]) => [
      graphql(`GraphQL ${name}`, SCHOOLS, variables),
      bare(`bare ${name}`, variables),
    ]),
    graphql('GraphQL school detail', SCHOOL, { id: sample.schoolId }),
    // The map: the whole world on a wide screen, and the sample city on a phone at street level
    // (answers are kept per tile until a school changes: these measure kept tiles).
    graphql('GraphQL map, world', MAP, { south: -60, west: -180, north: 75, east: 180, zoom: 3 }),
    graphql('GraphQL map, city streets', MAP, {
      south: sample.cityCentre.latitude - 0.01,
      west: sample.cityCentre.longitude - 0.01,
      north: sample.cityCentre.latitude + 0.01,
      east: sample.cityCentre.longitude + 0.01,
      zoom: 16,
    }),
    { name: 'bare school detail', request: { url: `${base}/bench/bare/school/${sample.schoolId}` } },
    { name: 'home page (SSR HTML)', request: { url: `${base}/` } },
  ];
}

/**
 * What 50 visitors at once ask, each connection in turn: the three pages, a country list at
 * changing page numbers (rendered the first time), a search and a school over GraphQL.
 */
export function mixedRequestsOf(pages: { path: string }[], sample: Sample) {
  const graphql = (query: string, variables: Record<string, unknown>) => ({
    method: 'POST' as const,
    path: '/api/graphql',
    body: JSON.stringify({ query, variables }),
  });
  const country = pages[1]?.path ?? '/schools';
  return [
    ...pages.map((page) => ({ path: page.path })),
    ...[2, 3, 4, 5, 6, 7, 8, 9].map((page) => ({ path: `${country}?page=${page}` })),
    graphql(SCHOOLS, { filter: { q: sample.city }, limit: 20 }),
    graphql(SCHOOL, { id: sample.schoolId }),
  ];
}
