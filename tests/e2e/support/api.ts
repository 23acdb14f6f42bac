import type { APIRequestContext } from '@playwright/test';

/** Runs a public GraphQL query the way any API client would, to learn what the page should show. */
export async function publicQuery<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/api/graphql', { data: { query } });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

export interface Expected {
  total: number;
  countries: { name: string; count: number }[];
  latest: { name: string; city: string }[];
}

/** What the home page must show, according to the API. */
export async function expectedHome(request: APIRequestContext): Promise<Expected> {
  const data = await publicQuery<{
    schools: { items: { name: string; city: string }[] };
    schoolsCountByCountry: { items: { name: string; count: number }[] };
  }>(request, '{ schools { items { name city } } schoolsCountByCountry { items { name count } } }');
  const countries = data.schoolsCountByCountry.items;
  return { total: countries.reduce((sum, c) => sum + c.count, 0), countries, latest: data.schools.items };
}
