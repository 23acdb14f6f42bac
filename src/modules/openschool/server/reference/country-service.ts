import { countryBySlug, countryName } from '@/core/server/countries/countries';
import type { GraphQLContext } from '@/core/server/graphql/context';

export interface CountryItem {
  code: string;
  /** In the language of the request. */
  name: string;
  slug: string;
}

/** The country of a school-list URL (`/schools/france`), named in the request's language; null if none. */
export function countryOfSlug(context: GraphQLContext, slug: string): CountryItem | null {
  const country = countryBySlug(slug.trim().toLowerCase());
  if (!country) return null;
  return { code: country.code, name: countryName(country.code, context.lang), slug: country.slug };
}
