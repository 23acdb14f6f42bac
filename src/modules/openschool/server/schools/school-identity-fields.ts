import type { AppSchemaTypes } from '@/core/server/graphql/builder';
import { cityNameIn } from '../cities/city-names';

/** What every public school type names a school by and links to it with. */
type SchoolLink = Record<'id' | 'name' | 'slug' | 'city' | 'countryCode' | 'countrySlug', string>;

type SchoolFieldBuilder<Shape> = PothosSchemaTypes.ObjectFieldBuilder<AppSchemaTypes, Shape>;

/**
 * The fields that name a school and link to its page, declared once for every public school type.
 * Resolvers rather than `expose`: Pothos cannot check an exposed key against a generic parent.
 */
export function schoolLinkFields<Shape extends SchoolLink>(t: SchoolFieldBuilder<Shape>) {
  return {
    _id: t.id({ resolve: (school) => school.id }),
    name: t.string({ resolve: (school) => school.name }),
    slug: t.string({ resolve: (school) => school.slug }),
    city: t.string({ resolve: (school) => school.city }),
    country: t.string({ description: 'ISO-3166 alpha-2 code.', resolve: (school) => school.countryCode }),
    countrySlug: t.string({ resolve: (school) => school.countrySlug }),
  };
}

/** schoolLinkFields and the country's name, for the types that show where a school is. */
export function schoolIdentityFields<Shape extends SchoolLink & { countryName: string }>(
  t: SchoolFieldBuilder<Shape>,
) {
  return {
    ...schoolLinkFields(t),
    cityName: t.string({
      description:
        'The city as written in the language of the request where GeoNames knows it there (`München` ' +
        'for a German reader of a school in `Munich`); `city` as stored otherwise.',
      resolve: (school, _args, context) => cityNameIn(school.city, school.countryCode, context.lang),
    }),
    countryName: t.string({
      description: 'In the language of the request.',
      resolve: (school) => school.countryName,
    }),
  };
}
