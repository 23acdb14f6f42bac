import { builder } from '@/core/server/graphql/builder';
import { type CountryItem, countryOfSlug } from './country-service';

const Country = builder.objectRef<CountryItem>('Country').implement({
  description: 'A country of the world, whether or not it has schools listed.',
  fields: (t) => ({
    _id: t.exposeID('code', { description: 'ISO-3166 alpha-2 code.' }),
    name: t.exposeString('name', { description: 'In the language of the request.' }),
    slug: t.exposeString('slug', { description: 'From the English name, as in /schools/{slug}.' }),
  }),
});

builder.queryField('country', (t) =>
  t.field({
    type: Country,
    nullable: true,
    subGraphs: ['public'],
    description: 'The country with this slug (from its English name); null when there is none.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => countryOfSlug(context, args.slug),
  }),
);
