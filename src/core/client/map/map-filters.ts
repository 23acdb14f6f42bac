import { useEffect, useState } from 'react';
import { enabledModules } from '../modules';
import { useSettings } from '../site-data';
import type { MapFilterArgument } from './map-markers.query';

/** The layers' filters of a map's address: their `mapMarkers` arguments, and their values. */
export interface MapFilters {
  arguments: MapFilterArgument[];
  values: Record<string, unknown>;
}

const NONE: MapFilters = { arguments: [], values: {} };

/**
 * The `mapMarkers` arguments of the map address's query (`?country=SG&curriculum=ib-dp`), each
 * read by the enabled module owning the layer, whose reader loads on first use: none for an
 * address without a query, null while the readers load.
 */
export function useMapFilters(search: string): MapFilters | null {
  const settings = useSettings();
  const [read, setRead] = useState<{ search: string; filters: MapFilters } | null>(null);
  useEffect(() => {
    if (!search) return;
    let current = true;
    const readers = enabledModules(settings).flatMap((module) =>
      module.mapFilter ? [module.mapFilter] : [],
    );
    void Promise.all(
      readers.map(async ({ argument, type, load }) => {
        const reader = (await load()).default;
        return { argument, type, value: reader(new URLSearchParams(search)) };
      }),
    ).then((entries) => {
      const filters = {
        arguments: entries.map(({ argument, type }) => ({ argument, type })),
        values: Object.fromEntries(entries.map((entry) => [entry.argument, entry.value])),
      };
      if (current) setRead({ search, filters });
    });
    return () => {
      current = false;
    };
  }, [search, settings]);
  if (!search) return NONE;
  return read?.search === search ? read.filters : null;
}
