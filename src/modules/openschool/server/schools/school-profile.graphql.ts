import { z } from 'zod';
import { type AppSchemaTypes, builder } from '@/core/server/graphql/builder';
import {
  type ShownFact,
  type ShownFactName,
  type ShownFacts,
  shownFactEntries,
} from '@/modules/openschool/shared/school-catalogue';

type ProfileFieldBuilder = PothosSchemaTypes.InterfaceFieldBuilder<AppSchemaTypes, ShownFacts>;
type ProfileField = ReturnType<ProfileFieldBuilder['field']>;

/**
 * The facts every view of one school gives alike — its page (`SchoolDetail`), compare
 * (`SchoolComparison`) and the admin (`AdminSchool`) implement it — one field each, under the
 * catalogue's name and with its type (shared/school-catalogue.ts, `shown`). A fact the catalogue
 * shows is in all three, with nothing written here for it, and a client reads it with one
 * fragment on `SchoolProfile`. Nullable where the input takes a null (not known).
 */
export const SchoolProfile = builder.interfaceRef<ShownFacts>('SchoolProfile').implement({
  subGraphs: ['public', 'admin'],
  description: 'The facts of a school that its page, compare and the admin all show, alike.',
  fields: (t) => profileFields(t),
});

function profileFields(t: ProfileFieldBuilder): Record<ShownFactName, ProfileField> {
  const fields: Record<string, ProfileField> = {};
  for (const [name, fact] of shownFactEntries()) {
    fields[name] = t.field({
      type: graphqlType(fact.shown),
      nullable: z.safeParse(fact.schema, null).success,
      ...(fact.shown.description ? { description: fact.shown.description } : {}),
      // The catalogue's type is the GraphQL type of the value the input holds.
      resolve: (school) => school[name] as never,
    });
  }
  return fields as Record<ShownFactName, ProfileField>;
}

function graphqlType(shown: ShownFact) {
  return shown.graphql === '[String]' ? (['String'] as ['String']) : shown.graphql;
}
