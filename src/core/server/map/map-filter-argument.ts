import type { InputObjectRef } from '@pothos/core';
import type { AppSchemaTypes } from '../graphql/builder';

/**
 * A map layer's filter as an argument of `mapMarkers` (the schools': `filter: SchoolFilter`),
 * declared by the module that owns the layer from its GraphQL file: the module drawing the map
 * need not know the filter's type (the module's client manifest names it for the map's query,
 * `mapFilter`). `mapMarkers` reads the declarations when the schema is built, after every
 * module's GraphQL file has run.
 */
export interface MapFilterArgument {
  /** The layer's kind (`school`): its `filteredPoints` receives the argument's value. */
  kind: string;
  /** The argument's name on `mapMarkers`. */
  name: string;
  type: InputObjectRef<AppSchemaTypes, object>;
  description: string;
}

const declared: MapFilterArgument[] = [];

/** Adds a layer's filter to `mapMarkers`' arguments. */
export function declareMapFilter(argument: MapFilterArgument): void {
  if (!declared.some((entry) => entry.name === argument.name)) declared.push(argument);
}

/** The filters layers declared, for `mapMarkers`' arguments. */
export const mapFilterArguments = (): readonly MapFilterArgument[] => declared;
