import { MAX_MAP_TILES } from '@/core/shared/map-viewport';
import { mapViewportInputSchema } from '@/core/shared/map-viewport-schema';
import { AppError } from '../errors';
import { builder } from '../graphql/builder';
import { parseInput } from '../validation';
import { mapFilterArguments } from './map-filter-argument';
import type { MapMarker } from './map-layer';
import { tileCountOf } from './map-tiles';

const MapMarkerType = builder.objectRef<MapMarker>('MapMarker').implement({
  description: 'One point of the map (a school, a place), or a cluster of `count` points at their centre.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: '`school` or `place`.' }),
    id: t.exposeID('id', { nullable: true, description: 'The point’s id; null for a cluster.' }),
    name: t.exposeString('name', { nullable: true, description: 'The point’s name; null for a cluster.' }),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    count: t.exposeInt('count', { description: 'Points in the marker: 1 for a point.' }),
  }),
});

builder.queryField('mapMarkers', (t) =>
  t.field({
    type: [MapMarkerType],
    subGraphs: ['public'],
    description:
      'What the map shows in a viewport: listed schools and published places, grouped into ' +
      'clusters of what would overlap on screen at this zoom (points one by one from zoom 16, ' +
      'unless a 512 px tile holds more than 200: then grouped until zoom 19). ' +
      '`map.viewport.invalid` for bounds off the map or south above north, ' +
      '`map.viewport.too.large` beyond 120 cluster tiles of 512 px, `map.disabled` while no module with a ' +
      'layer is on (the schools’ ENABLE_OPENSCHOOL, the places’ ENABLE_PLACE). ' +
      'A layer’s filter (`filter`: the schools of a list) is refused as the list would refuse it (`curriculum.invalid`…).',
    args: {
      south: t.arg.float({ required: true }),
      west: t.arg.float({ required: true }),
      north: t.arg.float({ required: true }),
      east: t.arg.float({ required: true }),
      zoom: t.arg.int({ required: true, description: '1 to 19, as the map’s zoom.' }),
      // Each layer's filter, declared by the module owning the layer (the schools': `filter`).
      ...Object.fromEntries(
        mapFilterArguments().map((filter) => [
          filter.name,
          t.arg({ type: filter.type, description: filter.description }),
        ]),
      ),
    },
    resolve: async (_root, args, context) => {
      if (!(await context.map.enabled())) throw new AppError('map.disabled', { status: 404 });
      const viewport = parseInput(mapViewportInputSchema, args);
      if (tileCountOf(viewport) > MAX_MAP_TILES) throw new AppError('map.viewport.too.large');
      const given = args as Record<string, unknown>;
      const filters = Object.fromEntries(
        mapFilterArguments().flatMap(({ kind, name }) => {
          const value = given[name];
          return value ? [[kind, value as Record<string, unknown>]] : [];
        }),
      );
      return context.map.markers(viewport, filters);
    },
  }),
);
