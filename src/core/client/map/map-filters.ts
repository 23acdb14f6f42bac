import { useMemo } from 'react';
import { enabledModules, everyMapFilter } from '../modules';
import { useSettings } from '../site-data';
import type { MapFilterArgument } from './map-markers.query';

/** The layers' filters of a map's address: their `mapMarkers` arguments, and their values. */
export interface MapFilters {
  arguments: MapFilterArgument[];
  values: Record<string, unknown>;
}

const NONE: MapFilters = { arguments: [], values: {} };

/**
 * The `mapMarkers` filters of a list's map address (`?country=SG&curriculum=ib-dp`), each read by
 * the module owning the layer, whose reader loads on first use. A page reads them with its address
 * (`readAddress`), on the server and before a navigation, so a list's map comes with its schools
 * in the page's HTML; every module's are read there, and the map keeps the enabled ones'.
 */
export async function readMapFilters(search: string): Promise<MapFilters> {
  const entries = await Promise.all(
    everyMapFilter().map(async (filter) => {
      const reader = (await filter.load()).default;
      return { ...filter, value: reader(new URLSearchParams(search)) };
    }),
  );
  return {
    arguments: entries.map(({ argument, type }) => ({ argument, type })),
    values: Object.fromEntries(entries.map((entry) => [entry.argument, entry.value])),
  };
}

/** The filters of the layers whose module is on (none for a map that is not a list's). */
export function enabledMapFilters(
  filters: MapFilters | undefined,
  settings: Record<string, unknown>,
): MapFilters {
  if (!filters) return NONE;
  const enabled = new Set(enabledModules(settings).map((module) => module.mapFilter?.argument));
  const kept = filters.arguments.filter((filter) => enabled.has(filter.argument));
  return {
    arguments: kept,
    values: Object.fromEntries(kept.map(({ argument }) => [argument, filters.values[argument]])),
  };
}

/** `enabledMapFilters` with this browser's settings, the same object while neither changes. */
export function useEnabledMapFilters(filters: MapFilters | undefined): MapFilters {
  const settings = useSettings();
  return useMemo(() => enabledMapFilters(filters, settings), [filters, settings]);
}
