import type { InputFieldBuilder, InputFieldRef } from '@pothos/core';
import { type AppSchemaTypes, builder } from '@/core/server/graphql/builder';
import { declareMapFilter } from '@/core/server/map/map-filter-argument';
import type { FilterGraphqlType } from '@/modules/openschool/shared/school-filter-kinds';
import {
  filterDefinition,
  type ListFilters,
  SCHOOL_FILTER_NAMES,
} from '@/modules/openschool/shared/school-filters';

/** What a client may send in `SchoolFilter`: each filter's value, null or left out when not set. */
export type SchoolFilterFields = { [Name in keyof ListFilters]?: NonNullable<ListFilters[Name]> | null };

type Fields = InputFieldBuilder<AppSchemaTypes, 'InputObject'>;

function fieldOf(
  t: Fields,
  type: FilterGraphqlType,
  description: string,
): InputFieldRef<AppSchemaTypes, unknown> {
  if (type === 'Int') return t.int({ description });
  if (type === 'Float') return t.float({ description });
  if (type === 'Boolean') return t.boolean({ description });
  if (type === '[String!]') return t.stringList({ description });
  return t.string({ description });
}

/**
 * The filter of a list of schools, one field per definition of SCHOOL_FILTERS (typed as it is:
 * an age an Int, curriculums a list of strings). Each filter's schema checks it with its own
 * error code, so a value GraphQL lets through still meets the list's rules.
 */
export const SchoolFilter = builder.inputRef<SchoolFilterFields>('SchoolFilter').implement({
  description:
    'What narrows a list of schools. Filters combine (a school must pass each); a list filter keeps the schools having any of its values.',
  fields: (t) =>
    Object.fromEntries(
      SCHOOL_FILTER_NAMES.map((name) => {
        const { graphql } = filterDefinition(name);
        return [name, fieldOf(t, graphql.type, graphql.description)];
      }),
    ) as never,
});

// The map shows a list of schools by the same filter (its page reads it from `/map?country=SG&…`).
declareMapFilter({
  kind: 'school',
  name: 'filter',
  type: SchoolFilter,
  description:
    'Only the schools of this list, as `schools` would list them; refused as `schools` would refuse it.',
});
