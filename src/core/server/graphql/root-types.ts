import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { builder } from './builder';

builder.queryType({ subGraphs: ['public', 'admin'], defaultSubGraphsForFields: [] });

builder.addScalarType(
  'DateTime',
  new GraphQLScalarType<Date, string>({
    name: 'DateTime',
    description: 'An ISO-8601 date and time in UTC.',
    serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
    parseValue: (value) => new Date(String(value)),
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
      return new Date(ast.value);
    },
  }),
  { subGraphs: ['public', 'admin'] },
);

builder.addScalarType(
  'JSON',
  new GraphQLScalarType({
    name: 'JSON',
    description: 'Any JSON value: string, number, boolean, list, object or null.',
    serialize: (value) => value,
    parseValue: (value) => value,
  }),
  { subGraphs: ['public', 'admin'] },
);

export const PageInfo = builder
  .objectRef<{ count: number; limit: number; page: number }>('PageInfo')
  .implement({
    subGraphs: ['public', 'admin'],
    description: 'Where a page sits in a list: total count, page size and page number (from 1).',
    fields: (t) => ({
      count: t.exposeInt('count'),
      limit: t.exposeInt('limit'),
      page: t.exposeInt('page'),
    }),
  });

// Both endpoints have mutations; each mutation field says which endpoint it belongs to.
builder.mutationType({ subGraphs: ['public', 'admin'], defaultSubGraphsForFields: [] });
