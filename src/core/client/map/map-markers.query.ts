import type { ArgumentNode, OperationDefinitionNode, VariableDefinitionNode } from '@0no-co/graphql.web';
import { Kind } from '@0no-co/graphql.web';
import type { ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';
import { graphql } from '../graphql/public-graphql';

/** The markers of the visible area: schools (and places), clustered by the server. */
export const MAP_MARKERS_QUERY = graphql(`
  query mapMarkers($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!) {
    mapMarkers(south: $south, west: $west, north: $north, east: $east, zoom: $zoom) {
      kind
      id
      name
      latitude
      longitude
      count
    }
  }
`);

export type MapMarkerView = ResultOf<typeof MAP_MARKERS_QUERY>['mapMarkers'][number];

/** A layer's filter as `mapMarkers` takes it: the argument and its input type (`filter: SchoolFilter`). */
export interface MapFilterArgument {
  argument: string;
  type: string;
}

type FilteredMarkersQuery = TadaDocumentNode<
  ResultOf<typeof MAP_MARKERS_QUERY>,
  VariablesOf<typeof MAP_MARKERS_QUERY> & Record<string, unknown>
>;

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;
const kept = new Map<string, FilteredMarkersQuery>();

/**
 * The markers query with the filters of the layers that have one, each a variable of its own
 * named like its argument: the module owning a layer names its filter's type (its manifest's
 * `mapFilter`), so the map's own query names none. One document per set of filters, kept.
 */
export function mapMarkersQuery(filters: readonly MapFilterArgument[]): FilteredMarkersQuery {
  const key = filters.map((filter) => `${filter.argument}:${filter.type}`).join(',');
  const known = kept.get(key);
  if (known) return known;
  const [operation] = MAP_MARKERS_QUERY.definitions as readonly OperationDefinitionNode[];
  const field = operation!.selectionSet.selections[0]!;
  if (field.kind !== Kind.FIELD) throw new Error('mapMarkers is the query’s only field');
  const variables = filters.map(
    (filter): VariableDefinitionNode => ({
      kind: Kind.VARIABLE_DEFINITION,
      variable: { kind: Kind.VARIABLE, name: name(filter.argument) },
      type: { kind: Kind.NAMED_TYPE, name: name(filter.type) },
    }),
  );
  const args = filters.map(
    (filter): ArgumentNode => ({
      kind: Kind.ARGUMENT,
      name: name(filter.argument),
      value: { kind: Kind.VARIABLE, name: name(filter.argument) },
    }),
  );
  // A new document, without the first one's text or key (`loc`, `__key`): urql would send that.
  const document = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        ...operation!,
        variableDefinitions: [...(operation!.variableDefinitions ?? []), ...variables],
        selectionSet: {
          ...operation!.selectionSet,
          selections: [{ ...field, arguments: [...(field.arguments ?? []), ...args] }],
        },
      },
    ],
  } as unknown as FilteredMarkersQuery;
  kept.set(key, document);
  return document;
}
