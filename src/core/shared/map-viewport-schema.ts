import { z } from 'zod';
import { MAX_MAP_ZOOM, MIN_MAP_ZOOM } from './map-viewport';

// Apart from the map's positions (`map-viewport.ts`), which every map page reads at render time:
// with them, zod would be in the map page's first script.

const latitude = z.number().min(-90, 'map.viewport.invalid').max(90, 'map.viewport.invalid');
const longitude = z.number().min(-180, 'map.viewport.invalid').max(180, 'map.viewport.invalid');

/** Arguments of the `mapMarkers` query: the visible area and the zoom. */
export const mapViewportInputSchema = z
  .object({
    south: latitude,
    west: longitude,
    north: latitude,
    east: longitude,
    zoom: z
      .number()
      .int('map.viewport.invalid')
      .min(MIN_MAP_ZOOM, 'map.viewport.invalid')
      .max(MAX_MAP_ZOOM, 'map.viewport.invalid'),
  })
  .refine((viewport) => viewport.south <= viewport.north && viewport.west <= viewport.east, {
    message: 'map.viewport.invalid',
  });

export type MapViewportInput = z.output<typeof mapViewportInputSchema>;
