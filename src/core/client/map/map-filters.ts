import { useEffect, useState } from 'react';
import { enabledModules } from '../modules';
import { useSettings } from '../site-data';

/**
 * The `mapMarkers` arguments of the map address's query (`?country=SG&curriculum=ib-dp`), each
 * read by the enabled module owning the layer, whose reader loads on first use: `{}` for an
 * address without a query, null while the readers load.
 */
export function useMapFilters(search: string): Record<string, unknown> | null {
  const settings = useSettings();
  const [read, setRead] = useState<{ search: string; filters: Record<string, unknown> } | null>(null);
  useEffect(() => {
    if (!search) return;
    let current = true;
    const readers = enabledModules(settings).flatMap((module) =>
      module.mapFilter ? [module.mapFilter] : [],
    );
    void Promise.all(
      readers.map(async ({ argument, load }) => {
        const reader = (await load()).default;
        return [argument, reader(new URLSearchParams(search))] as const;
      }),
    ).then((entries) => {
      if (current) setRead({ search, filters: Object.fromEntries(entries) });
    });
    return () => {
      current = false;
    };
  }, [search, settings]);
  if (!search) return {};
  return read?.search === search ? read.filters : null;
}
